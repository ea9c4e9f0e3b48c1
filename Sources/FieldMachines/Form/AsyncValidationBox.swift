/// A field's ``AsyncValidationMachine`` once it has left its initial state, in the heap: most
/// fields of a form have no asynchronous rule, so a form stores a box only for the fields that
/// used one, instead of a machine of about a hundred bytes in every field's status.
final class AsyncValidationBox {
  /// The machine.
  var machine: AsyncValidationMachine

  /// A box holding `machine`.
  init(_ machine: AsyncValidationMachine) {
    self.machine = machine
  }
}
