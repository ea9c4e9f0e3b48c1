/// A package's handler of a field's transitions as a ``TransitionListener``: what
/// ``MachineField/listenToTransitions(_:)`` puts in the field's hub, so the handler is called
/// directly, as a form's listener is, not as an app's observer.
final class TransitionHandlerListener<Machine: FieldMachine>: TransitionListener {
  /// The handler, made where its machine's type is known, so its work runs specialised.
  private let handler: (TransitionRecord<Machine>) -> Void

  /// A listener calling `handler`.
  init(_ handler: @escaping (TransitionRecord<Machine>) -> Void) {
    self.handler = handler
  }

  /// Calls the handler with `record`.
  func machineDidTransition(_ record: TransitionRecord<Machine>) {
    handler(record)
  }
}
