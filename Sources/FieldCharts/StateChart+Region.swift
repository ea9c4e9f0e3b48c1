import FieldMachines

extension StateChart {
  /// One orthogonal aspect of a machine's state, such as its focus or its error.
  public struct Region: Sendable, Hashable {
    /// The region's name, such as `focus`.
    public var name: String
    /// The values the region takes, in display order.
    public var values: [String]
    /// The value left out of state identifiers, such as the error region's `none`, so that
    /// a state reads `active` rather than `active_none`.
    package var implicitValue: String?

    /// Creates a region.
    public init(name: String, values: [String], implicitValue: String? = nil) {
      self.name = name
      self.values = values
      self.implicitValue = implicitValue
    }

    /// The chart's region for a machine's `region`.
    package init(_ region: ChartRegion) {
      self.init(name: region.name, values: region.values, implicitValue: region.implicitValue)
    }
  }

  /// The identifier of the state whose region values are `values`: the values joined with `_`,
  /// leaving out each region's implicit value.
  public static func stateID(values: [String], regions: [Region]) -> String {
    ChartRegion.stateID(values: values, implicitValues: regions.map(\.implicitValue))
  }
}
