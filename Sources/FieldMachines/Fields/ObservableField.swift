/// A field whose every transition can be observed: ``EntryField``, ``AreaField``,
/// ``PickerField`` and ``DateField``, each with its own ``Machine``.
///
/// Fields are `@Observable`, so SwiftUI views update on their own; for logs, tests and servers,
/// ``observeTransitions(_:)`` or ``transitions`` report each step as a ``TransitionRecord``: the
/// event, the state before and after, and the effects.
public protocol ObservableField<Machine>: Field {
  /// The machine the field runs.
  associatedtype Machine: FieldMachine
  /// The machine this field runs; read its `state` for the whole state.
  var machine: Machine { get }
  /// Calls `handler` after every transition, before its effects are performed. Calls the
  /// handler makes into this field, other fields of its form or the form are queued until the
  /// event completes (see <doc:FormsAndFocus#Run-to-completion>).
  func observeTransitions(
    _ handler: @escaping (TransitionRecord<Machine>) -> Void
  ) -> TransitionObservation
  /// Every later transition, as an asynchronous sequence.
  var transitions: AsyncStream<TransitionRecord<Machine>> { get }
}
