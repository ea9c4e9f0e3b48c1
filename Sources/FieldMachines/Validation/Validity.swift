/// The outcome of validation, with three states so "not checked yet" is never mistaken for valid.
///
/// A form reports it per key (`Validity<Key>`); a ``FormSnapshot`` stores it with each
/// failure's key by name (`Validity<String>`), which is also how it is encoded.
public enum Validity<Key: Hashable & Sendable>: Sendable, Hashable {
  /// Not validated yet, or an asynchronous rule has not answered for the current value.
  case unvalidated
  /// Every rule passed.
  case valid
  /// At least one rule failed; the failures are in rule order.
  case invalid([ValidationFailure<Key>])

  /// Whether this is ``valid``.
  package var isValid: Bool {
    if case .valid = self { return true }
    return false
  }

  /// Whether this is ``invalid(_:)``.
  package var isInvalid: Bool {
    if case .invalid = self { return true }
    return false
  }

  /// The failures; empty unless ``invalid(_:)``.
  package var failures: [ValidationFailure<Key>] {
    if case .invalid(let failures) = self { return failures }
    return []
  }

  /// The message a field shows for this outcome: the first failure's, or `nil`.
  package var firstMessage: String? { failures.first?.message }

  /// The same outcome with each failure's key replaced by `transform(key)`, e.g. a form's key by
  /// its name for a snapshot, and back.
  package func mapKeys<Other: Hashable & Sendable>(
    _ transform: (Key) -> Other
  ) -> Validity<Other> {
    switch self {
    case .unvalidated: .unvalidated
    case .valid: .valid
    case .invalid(let failures): .invalid(failures.map { $0.mapKey(transform) })
    }
  }
}

/// Encodes as `{"unvalidated":{}}`, `{"valid":{}}` or `{"invalid":{"_0":[failures]}}`.
extension Validity: Codable where Key: Codable {}
