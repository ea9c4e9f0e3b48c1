/// One orthogonal aspect of a machine's state as its chart draws it, such as its focus or its
/// error: what a ``ChartableMachine`` says about its regions. The chart module turns it into
/// the chart's public region type.
package struct ChartRegion: Sendable, Hashable {
  /// The region's name, such as `focus`.
  package var name: String
  /// The values the region takes, in display order.
  package var values: [String]
  /// The value left out of state identifiers, such as the error region's `none`, so that
  /// a state reads `active` rather than `active_none`.
  package var implicitValue: String?

  /// The identifier of the state whose region values are `values`: the values joined with `_`,
  /// leaving out each region's implicit value (never the first region's).
  package static func stateID(values: [String], regions: [ChartRegion]) -> String {
    stateID(values: values, implicitValues: regions.map(\.implicitValue))
  }

  /// ``stateID(values:regions:)`` given each region's implicit value only.
  package static func stateID(values: [String], implicitValues: [String?]) -> String {
    var parts: [String] = []
    for (index, value) in values.enumerated() {
      let isImplicit = index < implicitValues.count && implicitValues[index] == value
      if !isImplicit || (index == 0) { parts.append(value) }
    }
    return parts.joined(separator: "_")
  }
}
