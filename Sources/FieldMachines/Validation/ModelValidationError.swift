/// A value a ``FormModel`` refused, with the message to show.
public struct ModelValidationError: Error, Sendable, Hashable {
  /// The rule id the failure reports; ``RuleID/model`` by default.
  public var rule: RuleID
  /// Named parameters for a ``ValidationMessages`` provider.
  public var parameters: [String: String]
  /// The message to show unless a provider replaces it.
  public var message: String

  /// Creates an error.
  public init(_ message: String, rule: RuleID = .model, parameters: [String: String] = [:]) {
    self.rule = rule
    self.parameters = parameters
    self.message = message
  }

  /// The error as a rule violation.
  public var violation: RuleViolation {
    RuleViolation(rule: rule, parameters: parameters, message: message)
  }
}
