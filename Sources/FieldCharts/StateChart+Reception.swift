import FieldMachines

extension StateChart {
  /// An event with the outcomes of its guards, as a state can receive it: the unit a
  /// transition is keyed by, and what a state's `Node.receives` lists.
  public struct Reception: Sendable, Hashable {
    /// The event's case name.
    public var event: String
    /// The guard outcomes the transition code recorded, in order.
    public var conditions: [String]

    /// Creates a reception.
    public init(event: String, conditions: [String]) {
      self.event = event
      self.conditions = conditions
    }

    /// The one-token name an interpreter receives (see ``Transition/qualifiedEvent``).
    public var qualifiedEvent: String {
      StateChart.qualifiedEvent(event, conditions: conditions)
    }
  }

  /// Whether state `source` can receive `event` with guard outcomes `conditions`: the
  /// exploration met it there (as a transition or a no-op). An event the chart does not list
  /// (no probe sends it, so it has no transition anywhere), or a state that records no
  /// receptions (a chart built by hand), answers `true`.
  public func receives(_ source: String, event: String, conditions: [String]) -> Bool {
    let tables = index.tables(of: self)
    guard tables.events.contains(event), let receptions = tables.receptions[source] else {
      return true
    }
    return receptions.contains(Reception(event: event, conditions: conditions))
  }
}
