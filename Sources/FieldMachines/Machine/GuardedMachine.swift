/// A ``FieldMachine`` whose transition function records the outcome of each guard it decides,
/// with ``FieldMachine/handle(_:)`` written once on top of it: the transition function is the
/// recording one run with a recorder that keeps nothing.
///
/// Every machine of the package conforms: the four field kinds' (through `ChartableMachine`)
/// and the form's (`FormMachine`). A machine writes its transitions once, in
/// ``handle(_:recordingGuardsIn:)``, and inherits the plain ``handle(_:)``.
package protocol GuardedMachine: FieldMachine {
  /// Applies one event as ``FieldMachine/handle(_:)`` does, recording in `guards` the outcome
  /// of each guard the transition decides: the delegate's answer the event carries, then the
  /// conditions on the rest of the state, in the order the code tests them.
  mutating func handle<Guards: GuardRecorder>(
    _ event: Event, recordingGuardsIn guards: inout Guards
  ) -> Effects<Effect>

  /// ``handle(_:recordingGuardsIn:)`` recording into a ``GuardOutcomeCode``, as the charts'
  /// exploration and the checkers step: a requirement, so each machine's witness is compiled
  /// for that recorder in this module, where a caller in another module would run the generic
  /// transition function unspecialised (every guard a witness call, every effect list a
  /// metadata look-up).
  mutating func handle(
    _ event: Event, recordingOutcomesIn outcomes: inout GuardOutcomeCode
  ) -> Effects<Effect>

  /// Applies one event in place as ``FieldMachine/handle(_:)`` does and sets `changed` to
  /// whether the machine is now unequal (`!=`) to what it was, so a field object steps its
  /// stored machine without copying it first and comparing after. The field kinds' machines
  /// know it from the event and the state (a refused request, an equal setting) without a copy;
  /// the default copies and compares.
  mutating func handle(_ event: Event, reportingChangeIn changed: inout Bool) -> Effects<Effect>
}

extension GuardedMachine {
  /// The machine's ``handle(_:recordingGuardsIn:)`` with `outcomes` as the recorder; each
  /// conformance's witness specialises it for its machine.
  package mutating func handle(
    _ event: Event, recordingOutcomesIn outcomes: inout GuardOutcomeCode
  ) -> Effects<Effect> {
    handle(event, recordingGuardsIn: &outcomes)
  }

  /// The machine's ``handle(_:reportingChangeIn:)`` found by copying the machine and comparing
  /// the copy with the stepped machine.
  package mutating func handle(
    _ event: Event, reportingChangeIn changed: inout Bool
  ) -> Effects<Effect> {
    handle(event, comparingIn: &changed)
  }

  /// ``handle(_:)``, setting `changed` by copying the machine first and comparing after: for
  /// the events whose change is not known beforehand.
  package mutating func handle(_ event: Event, comparingIn changed: inout Bool) -> Effects<Effect> {
    let before = self
    let effects = handle(event)
    changed = self != before
    return effects
  }

  /// ``handle(_:)`` for an event that changes the machine exactly when it reports an effect (a
  /// request that runs or does nothing), setting `changed` to that.
  package mutating func handle(
    _ event: Event, changingWithEffectsIn changed: inout Bool
  ) -> Effects<Effect> {
    let effects = handle(event)
    changed = !effects.isEmpty
    return effects
  }

  /// Applies one event and returns the effects to perform, in order: the machine's
  /// ``handle(_:recordingGuardsIn:)`` with a recorder that keeps nothing.
  public mutating func handle(_ event: Event) -> Effects<Effect> {
    var guards = NoGuardRecorder()
    return handle(event, recordingGuardsIn: &guards)
  }
}
