/// What a form knows about one field beyond the field itself: configuration, validation
/// outcome, interaction flags and what it last saw of the field.
@MainActor
struct FormFieldStatus<Key: FormKey> {
  let key: Key
  let adapter: any FormFieldAdapter
  var observation: TransitionObservation?

  // Configuration.
  var rules = RuleSet<Key>()
  var asyncRules: [AsyncRule] = []
  var timing: ValidationTiming?
  var displayPolicy: ErrorDisplayPolicy?

  // Validation.
  var validity = Validity<Key>.unvalidated
  var async = AsyncValidationMachine()
  /// The value as the model adjusted it, waiting for the asynchronous rules.
  var modelCandidate: FormValue?
  /// The value last handed to the model.
  var modelValue: FormValue?

  // Interaction and display.
  var hasBeenLeft = false
  var isHidden = false
  /// The field cleared the shown error itself (editing began, a picker opened); it stays hidden
  /// until the next validation result, leave or submit.
  var isErrorDismissed = false
  /// The message the field shows, as the form knows it.
  var displayedError: String?
  /// Whether ``displayedError`` was set on the field by the app, not by the form.
  var isErrorExternal = false

  // What the form last saw of the field.
  var seen: FormFieldSighting

  init(key: Key, adapter: any FormFieldAdapter) {
    self.key = key
    self.adapter = adapter
    self.seen = FormFieldSighting(adapter)
    self.displayedError = adapter.field.errorMessage
    self.isErrorExternal = adapter.field.errorMessage != nil
  }
}
