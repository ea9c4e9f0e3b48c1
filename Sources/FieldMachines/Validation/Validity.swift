/// The outcome of validation, with three states so "not checked yet" is never mistaken for valid.
public enum Validity<Key: FormKey>: Sendable, Hashable {
  /// Not validated yet, or an asynchronous rule has not answered for the current value.
  case unvalidated
  /// Every rule passed.
  case valid
  /// At least one rule failed; the failures are in rule order.
  case invalid([ValidationFailure<Key>])

  /// Whether this is ``valid``.
  public var isValid: Bool {
    if case .valid = self { return true }
    return false
  }

  /// Whether this is ``invalid(_:)``.
  public var isInvalid: Bool {
    if case .invalid = self { return true }
    return false
  }

  /// The failures; empty unless ``invalid(_:)``.
  public var failures: [ValidationFailure<Key>] {
    if case .invalid(let failures) = self { return failures }
    return []
  }

  /// The message a field shows for this outcome: the first failure's, or `nil`.
  public var firstMessage: String? { failures.first?.message }
}
