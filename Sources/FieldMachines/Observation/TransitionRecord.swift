/// One step of a field's machine: the event, the state before and after, and the effects.
public struct TransitionRecord<Machine: FieldMachine>: Sendable, Hashable {
  /// The event the machine handled.
  public var event: Machine.Event
  /// The state before the event.
  public var before: Machine.State
  /// The state after the event.
  public var after: Machine.State
  /// The effects the transition returned, in the order the field performs them.
  public var effects: Effects<Machine.Effect>
  /// The outcome of each guard the transition decided, in order, recorded by the machine as it
  /// stepped: what a chart labels the transition with, so a checker needs no second step.
  package var guards: GuardOutcomeCode

  /// Creates a record.
  package init(
    event: Machine.Event, before: Machine.State, after: Machine.State,
    effects: Effects<Machine.Effect>, guards: GuardOutcomeCode = GuardOutcomeCode()
  ) {
    self.event = event
    self.before = before
    self.after = after
    self.effects = effects
    self.guards = guards
  }

  /// Whether the event changed nothing and fired nothing.
  package var isNoOp: Bool { before == after && effects.isEmpty }
}
