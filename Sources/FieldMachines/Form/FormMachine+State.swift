extension FormMachine {
  /// Everything the form decides by: focus, submits, the validation settings it applies and
  /// the status of each field.
  struct State: Sendable, Equatable {
    /// The active field's key, as the form last saw it begin.
    var activeKey: Key?
    /// How many submits were counted; saturates at `Int.max`.
    var submitCount = 0
    /// Whether a submit is waiting for asynchronous rules.
    var isSubmitting = false
    /// How many asynchronous answers arrived for a value that had changed.
    var droppedAnswerCount = 0
    /// When fields without their own timing validate.
    var defaultTiming = ValidationTiming.onEndEditing
    /// When errors of fields without their own policy are shown.
    var displayPolicy = ErrorDisplayPolicy.afterFirstLeave
    /// Whether Return on a text field moves to the next field.
    var movesToNextOnReturn = false
    /// Each field's status.
    var fields: [Key: FieldState] = [:]

    /// When `key` validates.
    func timing(of key: Key) -> ValidationTiming {
      fields[key]?.timing ?? defaultTiming
    }

    /// When the errors of `key` are shown.
    func displayPolicy(of key: Key) -> ErrorDisplayPolicy {
      fields[key]?.displayPolicy ?? displayPolicy
    }

    /// The error `key` should show by its last outcome and the policy (see
    /// ``FieldState/expectedError(isIncluded:displayPolicy:submitCount:)``).
    func expectedError(_ key: Key, isIncluded: Bool) -> String? {
      fields[key]?.expectedError(
        isIncluded: isIncluded, displayPolicy: displayPolicy, submitCount: submitCount)
    }
  }
}
