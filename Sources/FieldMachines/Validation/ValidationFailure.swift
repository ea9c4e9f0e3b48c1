/// One failed rule of one field: the key, the rule id, its parameters and the message shown.
public struct ValidationFailure<Key: Hashable & Sendable>: Sendable, Hashable {
  /// The field the failure belongs to.
  public var key: Key
  /// The rule that failed.
  public var rule: RuleID
  /// Named parameters of the rule, such as `["min": "8"]`.
  public var parameters: [String: String]
  /// The message, after the form's ``ValidationMessages`` provider.
  public var message: String

  /// Creates a failure.
  package init(key: Key, rule: RuleID, parameters: [String: String] = [:], message: String) {
    self.key = key
    self.rule = rule
    self.parameters = parameters
    self.message = message
  }

  /// The failure without its key: the rule, its parameters and the message shown.
  package var violation: RuleViolation {
    RuleViolation(rule: rule, parameters: parameters, message: message)
  }

  /// The same failure with its key replaced by `transform(key)`.
  package func mapKey<Other: Hashable & Sendable>(
    _ transform: (Key) -> Other
  ) -> ValidationFailure<Other> {
    ValidationFailure<Other>(
      key: transform(key), rule: rule, parameters: parameters, message: message)
  }
}

/// Encodes the key, rule, parameters and message.
extension ValidationFailure: Codable where Key: Codable {}
