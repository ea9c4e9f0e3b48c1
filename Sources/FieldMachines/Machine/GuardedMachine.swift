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
}

extension GuardedMachine {
  /// Applies one event and returns the effects to perform, in order: the machine's
  /// ``handle(_:recordingGuardsIn:)`` with a recorder that keeps nothing.
  public mutating func handle(_ event: Event) -> Effects<Effect> {
    var guards = NoGuardRecorder()
    return handle(event, recordingGuardsIn: &guards)
  }
}
