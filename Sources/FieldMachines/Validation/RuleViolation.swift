/// What one rule found wrong, before a message provider has had its say.
///
/// A rule returns a violation with its id, the parameters a message needs (such as `"min": "8"`)
/// and an English default message. The form turns it into a ``ValidationFailure`` with the key
/// and the message a ``ValidationMessages`` provider chooses.
public struct RuleViolation: Error, Sendable, Hashable, Codable {
  /// The rule that failed.
  public var rule: RuleID
  /// Named parameters for the message, such as `["min": "8"]`.
  public var parameters: [String: String]
  /// The message to show unless a provider replaces it.
  public var message: String

  /// Creates a violation.
  public init(rule: RuleID, parameters: [String: String] = [:], message: String) {
    self.rule = rule
    self.parameters = parameters
    self.message = message
  }
}
