import FieldMachines

extension RegionalChart {
  /// One region: its values as states, the value it starts in, and its transitions.
  public struct Region: Sendable, Hashable {
    /// The region's name, such as `focus`; the index of its values in a flat state.
    public var name: String
    /// The position of this region's value in a flat state's ``StateChart/Node/values``.
    public var index: Int
    /// The values the region takes in the flat chart's states, in declaration order.
    public var values: [String]
    /// The value the region starts in.
    public var initial: String
    /// The transitions, ordered by source value, then as the flat chart orders its events.
    public var transitions: [Transition]

    /// Creates a region.
    public init(
      name: String, index: Int, values: [String], initial: String, transitions: [Transition]
    ) {
      self.name = name
      self.index = index
      self.values = values
      self.initial = initial
      self.transitions = transitions
    }

    /// The identifier of the state for `value` in documents with one namespace for all
    /// regions (SCXML, DOT, Mermaid): `focus_active`.
    public func stateID(_ value: String) -> String {
      "\(name)_\(value)"
    }
  }
}
