/// A ``Validity`` without its key, as a ``FieldSnapshot`` stores it.
public enum ValidityRecord: Sendable, Hashable, Codable {
  /// ``Validity/unvalidated``.
  case unvalidated
  /// ``Validity/valid``.
  case valid
  /// ``Validity/invalid(_:)``, each failure as a violation.
  case invalid([RuleViolation])

  /// Records `validity`.
  public init<Key: FormKey>(_ validity: Validity<Key>) {
    switch validity {
    case .unvalidated: self = .unvalidated
    case .valid: self = .valid
    case .invalid(let failures): self = .invalid(failures.map(\.violation))
    }
  }

  /// The validity of `key` this records.
  public func validity<Key: FormKey>(of key: Key) -> Validity<Key> {
    switch self {
    case .unvalidated: .unvalidated
    case .valid: .valid
    case .invalid(let violations):
      .invalid(
        violations.map {
          ValidationFailure(key: key, rule: $0.rule, parameters: $0.parameters, message: $0.message)
        })
    }
  }
}
