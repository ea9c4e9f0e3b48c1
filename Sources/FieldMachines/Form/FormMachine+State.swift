extension FormMachine {
  /// Everything the form decides by: focus, submits, the validation settings it applies and
  /// the status of each field.
  package struct State: Sendable, Hashable {
    /// The active field's key, as the form last saw it begin.
    package var activeKey: Key?
    /// How many submits were counted; saturates at `Int.max`.
    package var submitCount = 0
    /// Whether a submit is waiting for asynchronous rules.
    package var isSubmitting = false
    /// How many asynchronous answers arrived for a value that had changed.
    package var droppedAnswerCount = 0
    /// When fields without their own timing validate.
    package var defaultTiming = ValidationTiming.onEndEditing
    /// When errors of fields without their own policy are shown.
    package var displayPolicy = ErrorDisplayPolicy.afterFirstLeave
    /// Whether Return on a text field moves to the next field.
    package var movesToNextOnReturn = false
    /// Whether a failed submit focuses the first invalid field.
    package var focusesFirstInvalidFieldOnSubmit = true
    /// Each field's status.
    package var fields = FieldStates()

    /// The state of a form without fields, with the default settings.
    package init() {}

    /// When `key` validates.
    package func timing(of key: Key) -> ValidationTiming {
      fields[key]?.timing ?? defaultTiming
    }

    /// When the errors of `key` are shown.
    package func displayPolicy(of key: Key) -> ErrorDisplayPolicy {
      fields[key]?.displayPolicy ?? displayPolicy
    }

    /// The error `key` should show by its last outcome and the policy (see
    /// ``FieldState/expectedError(isIncluded:displayPolicy:submitCount:)``).
    package func expectedError(_ key: Key, isIncluded: Bool) -> String? {
      fields[key]?.expectedError(
        isIncluded: isIncluded, displayPolicy: displayPolicy, submitCount: submitCount)
    }
  }
}
