/// A rule's identifier: what a ``ValidationFailure`` says failed, and the handle a
/// ``ValidationMessages`` provider translates.
public struct RuleID: RawRepresentable, Sendable, Hashable, Codable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  /// The identifier, such as `"minLength"`.
  public var rawValue: String

  /// Creates an identifier.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Creates an identifier from a literal.
  public init(stringLiteral value: String) {
    self.rawValue = value
  }

  /// The identifier itself.
  public var description: String { rawValue }

  /// ``ValidationRule/required(message:)``.
  public static let required: RuleID = "required"
  /// ``ValidationRule/email(message:)``.
  public static let email: RuleID = "email"
  /// ``ValidationRule/url(message:)``.
  public static let url: RuleID = "url"
  /// ``ValidationRule/minLength(_:message:)``.
  public static let minLength: RuleID = "minLength"
  /// ``ValidationRule/maxLength(_:message:)``.
  public static let maxLength: RuleID = "maxLength"
  /// ``ValidationRule/exactLength(_:message:)``.
  public static let exactLength: RuleID = "exactLength"
  /// `ValidationRule.greaterThan(_:message:)` (a `Double` or `Int` bound).
  public static let greaterThan: RuleID = "greaterThan"
  /// `ValidationRule.greaterThanOrEqual(_:message:)` (a `Double` or `Int` bound).
  public static let greaterThanOrEqual: RuleID = "greaterThanOrEqual"
  /// `ValidationRule.smallerThan(_:message:)` (a `Double` or `Int` bound).
  public static let smallerThan: RuleID = "smallerThan"
  /// `ValidationRule.smallerThanOrEqual(_:message:)` (a `Double` or `Int` bound).
  public static let smallerThanOrEqual: RuleID = "smallerThanOrEqual"
  /// ``ValidationRule/pattern(id:message:matching:)``, unless given another id.
  public static let pattern: RuleID = "pattern"
  /// ``ValidationRule/equal(to:message:)``.
  public static let equalTo: RuleID = "equalTo"
  /// ``ValidationRule/dateRange(from:to:message:)``.
  public static let dateRange: RuleID = "dateRange"
  /// ``ValidationRule/dateOnOrAfter(_:message:)``.
  public static let dateOnOrAfter: RuleID = "dateOnOrAfter"
  /// A failure a ``FormModel`` reports from `validateValue(_:forKey:)`, unless it names another.
  public static let model: RuleID = "model"
}
