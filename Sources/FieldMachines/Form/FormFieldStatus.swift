/// What a form knows about one field beyond the field itself: configuration, validation
/// outcome, interaction flags and what it last saw of the field.
///
/// A reference, so a pass over every field reads and writes it in place: code that reads a
/// value, calls out (to rules, the model, a field) and then uses it must take the value first.
@MainActor
final class FormFieldStatus<Key: FormKey> {
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

  init(adapter: any FormFieldAdapter) {
    self.adapter = adapter
    self.seen = FormFieldSighting(adapter)
    self.displayedError = adapter.field.errorMessage
    self.isErrorExternal = adapter.field.errorMessage != nil
  }

  /// Records a validation outcome. A failure replaces an error the app set directly; a pass
  /// keeps it, so MaterialFields' validation layer (an error set in `…DidEndEditing`) survives
  /// the form's own validation of the ending and a submit. The field clears it when editing
  /// begins, as MaterialFields does. Either outcome replaces an error the field dismissed.
  func record(_ outcome: Validity<Key>) {
    validity = outcome
    if outcome.isInvalid { isErrorExternal = false }
    isErrorDismissed = false
  }

  /// Records the error the field should show now (see ``expectedError(isIncluded:displayPolicy:submitCount:)``)
  /// and returns it when it differs from the one shown: `.some(nil)` means remove the shown one,
  /// `nil` means leave the field alone (it shows the right error, or one the app set directly).
  func updateDisplayedError(
    isIncluded: Bool, displayPolicy formPolicy: ErrorDisplayPolicy, submitCount: Int
  ) -> String?? {
    guard !isErrorExternal else { return nil }
    let expected = expectedError(
      isIncluded: isIncluded, displayPolicy: formPolicy, submitCount: submitCount)
    guard expected != displayedError else { return nil }
    displayedError = expected
    return .some(expected)
  }

  /// The error the field should show: the first failure's message, unless the field does not
  /// count (`isIncluded` is false), its policy (or `displayPolicy`, the form's) holds it back
  /// after `submitCount` submits, or the field dismissed it.
  func expectedError(
    isIncluded: Bool, displayPolicy formPolicy: ErrorDisplayPolicy, submitCount: Int
  ) -> String? {
    guard isIncluded else { return nil }
    switch displayPolicy ?? formPolicy {
    case .immediately: break
    case .afterFirstLeave: guard hasBeenLeft || submitCount > 0 else { return nil }
    case .afterSubmit: guard submitCount > 0 else { return nil }
    }
    guard !isErrorDismissed else { return nil }
    return validity.firstMessage
  }
}
