/// What a form keeps about a field's asynchronous rules and its model, in the heap: most fields
/// of a form have no asynchronous rule and most forms no model, so a field's status stores this
/// box only once one of them is used, instead of a pointer for each in every field's status.
final class FormFieldAsyncState {
  /// The field's asynchronous rules.
  var rules: [AsyncRule] = []
  /// The field's asynchronous checks.
  var machine = AsyncValidationMachine()
  /// The value as the model adjusted it, waiting for the asynchronous rules.
  var modelCandidate: FormValue?
  /// The value last handed to the model.
  var modelValue: FormValue?

  /// No rules, an idle machine, nothing handed to the model.
  init() {}
}
