import FieldMachines

extension RegionalChart {
  /// A transition of one region: from a value, on an event whose guards came out as
  /// ``conditions``, when the other regions satisfy ``guard``, to a value (or staying),
  /// returning ``effects``.
  public struct Transition: Sendable, Hashable {
    /// The region's value before.
    public var source: String
    /// The event's case name.
    public var event: String
    /// The guard outcomes the event carries, as in the flat chart.
    public var conditions: [String]
    /// The condition on the other regions' values; ``Guard/always`` when there is none.
    public var `guard`: Guard
    /// The region's value after; `nil` when it stays (a targetless transition, only effects).
    public var target: String?
    /// The effects' case names in order (`name?` for an effect only some steps return).
    public var effects: [String]

    /// Creates a transition.
    public init(
      source: String, event: String, conditions: [String], guard: Guard, target: String?,
      effects: [String]
    ) {
      self.source = source
      self.event = event
      self.conditions = conditions
      self.guard = `guard`
      self.target = target
      self.effects = effects
    }

    /// The one-token event name interpreters receive, as ``StateChart/Transition/qualifiedEvent``.
    public var qualifiedEvent: String {
      StateChart.qualifiedEvent(event, conditions: conditions)
    }

    /// The value after the transition: ``target``, or ``source`` when it stays.
    public var resultingValue: String { target ?? source }

    /// The label of the arrow: `event [guard outcomes] if region=value / effects`.
    public var label: String {
      var text = event
      if !conditions.isEmpty { text += " [\(conditions.joined(separator: ", "))]" }
      if !self.guard.isAlways { text += " if \(self.guard.label)" }
      if !effects.isEmpty { text += " / " + effects.joined(separator: ", ") }
      return text
    }
  }
}
