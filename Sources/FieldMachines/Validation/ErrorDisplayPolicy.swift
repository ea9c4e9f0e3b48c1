/// When a computed error is shown on its field, so computing an error and showing it are
/// separate decisions.
///
/// Whatever the policy, a field shows its error through its own `setError(withText:)` and
/// hides it through `removeErrorUI()`, and a submit reveals every error.
public enum ErrorDisplayPolicy: String, Sendable, Hashable, Codable, CaseIterable {
  /// As soon as the rules fail.
  case immediately
  /// Once the user has left the field at least once (or after a submit): the "touched" rule
  /// most form libraries recommend, and the default.
  case afterFirstLeave
  /// Only after the first submit.
  case afterSubmit
}
