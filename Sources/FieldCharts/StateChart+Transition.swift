import FieldMachines

extension StateChart {
  /// A transition: from a state, on an event whose guards came out as ``conditions``, to a
  /// state, returning ``effects`` in order.
  public struct Transition: Sendable, Hashable {
    /// The source state's identifier.
    public var source: String
    /// The event's case name.
    public var event: String
    /// The outcomes of the guards that decide this transition, such as `["allowed", "enabled"]`:
    /// a delegate's answer carried by the event, then conditions on the rest of the state.
    public var conditions: [String]
    /// The target state's identifier; equal to ``source`` for a self-transition.
    public var target: String
    /// The effects' case names, in the order the field performs them. A name ending in `?` is
    /// returned by only some of the concrete steps this transition stands for (for example
    /// `didChangeText?`: only when the committed text changes).
    public var effects: [String]

    /// Creates a transition.
    public init(
      source: String, event: String, conditions: [String], target: String, effects: [String]
    ) {
      self.source = source
      self.event = event
      self.conditions = conditions
      self.target = target
      self.effects = effects
    }

    /// Whether the transition stays in its state (only its effects and hidden values change).
    package var isSelfTransition: Bool { source == target }

    /// The guard as a person reads it, such as `allowed, enabled`; empty when unguarded.
    package var guardLabel: String { conditions.joined(separator: ", ") }

    /// The label of the arrow: `event [guard] / effects`.
    public var label: String {
      var text = event
      if !conditions.isEmpty { text += " [\(guardLabel)]" }
      if !effects.isEmpty { text += " / " + effects.joined(separator: ", ") }
      return text
    }

    /// Whether a step returning `effects` fits this transition's ``effects``: every required
    /// effect in order, each optional one present or not, nothing else.
    package func matches(effects: [String]) -> Bool {
      ChartEffectPattern.matches(effects, pattern: self.effects)
    }

    /// The name under which a state-chart interpreter receives this event: the event name and
    /// the guard outcomes joined by `_` into one token (`beginRequested_allowed_enabled`).
    ///
    /// One token, because W3C SCXML matches event descriptors by dot-separated token prefix: a
    /// transition on `a.b` also fires for `a.b.c`. With no dot in any name, a descriptor
    /// matches exactly one event, whatever guard outcomes other events of the same name carry.
    public var qualifiedEvent: String {
      StateChart.qualifiedEvent(event, conditions: conditions)
    }
  }
}

extension StateChart {
  /// The one-token event name an interpreter receives for `event` when its guards come out as
  /// `conditions`: the parts joined by `_`, with any `.` in them replaced by `_`.
  public static func qualifiedEvent(_ event: String, conditions: [String]) -> String {
    ([event] + conditions).joined(separator: "_").replacingDots()
  }
}

extension String {
  fileprivate func replacingDots() -> String {
    String(map { $0 == "." ? "_" : $0 })
  }
}
