/// What ``Form/submit(isolation:)`` decided.
public enum SubmitResult<Key: FormKey>: Sendable, Hashable {
  /// Every counted field is valid; these are the exported values.
  case submitted([Key: FormValue])
  /// At least one field failed; the failures in `Key.allCases` order. The first invalid field
  /// has focus when ``Form/focusesFirstInvalidFieldOnSubmit`` is on.
  case rejected([ValidationFailure<Key>])

  /// Whether the form was submitted.
  public var isSubmitted: Bool {
    if case .submitted = self { return true }
    return false
  }
}
