/// The check of a built-in rule as a value rather than a closure: a rule made by
/// ``ValidationRule/required(message:)``, a length rule, ``ValidationRule/email(message:)``,
/// ``ValidationRule/url(message:)``, ``ValidationRule/pattern(id:message:matching:)`` or
/// ``ValidationRule/dateRange(from:to:message:)``.
///
/// Not generic over a form's key, so checking one runs code compiled once, with no generic
/// context to pass; and, being `Hashable`, equal rule sets given to many fields can share one
/// copy (see `Form.setRules(_:for:timing:)`).
enum BuiltInRule: Sendable, Hashable {
  /// Fails a missing value: empty or whitespace-only text, no pick, no date.
  case required(message: String)
  /// Fails set text shorter than `count` characters.
  case minLength(Int, message: String?)
  /// Fails set text longer than `count` characters.
  case maxLength(Int, message: String?)
  /// Fails set text not exactly `count` characters long.
  case exactLength(Int, message: String?)
  /// Fails set text that is not an email address (``TextChecks/isEmail(_:)``).
  case email(message: String)
  /// Fails set text that is not a web address (``TextChecks/isWebURL(_:)``).
  case url(message: String)
  /// Fails set text that `pattern` does not match as a whole, reported as `id`.
  case pattern(TextPattern, id: RuleID, message: String)
  /// Fails a date outside `bounds`, or one that is not finite; passes no date and values that
  /// are not dates. `parameters` and `message` are the violation's.
  case dateRange(DateBounds, parameters: [String: String], message: String)

  /// The violation of a field holding `value`, shown as `text` of `characterCount` characters
  /// (counted here when `nil`), or `nil` when it passes. Every rule but `required` passes an
  /// unset value (the trimming policy of ``ValidationRule``).
  func violation(value: FormValue, text: String, characterCount: Int?) -> RuleViolation? {
    switch self {
    case .required(let message):
      return value.isEmpty ? RuleViolation(rule: .required, message: message) : nil
    case .minLength(let count, let message):
      guard !value.isUnset, (characterCount ?? text.count) < count else { return nil }
      return Self.lengthViolation(.minLength, "min", count, message, wording: "at least")
    case .maxLength(let count, let message):
      guard !value.isUnset, (characterCount ?? text.count) > count else { return nil }
      return Self.lengthViolation(.maxLength, "max", count, message, wording: "at most")
    case .exactLength(let count, let message):
      guard !value.isUnset, (characterCount ?? text.count) != count else { return nil }
      return Self.lengthViolation(.exactLength, "length", count, message, wording: "exactly")
    case .email(let message):
      guard !value.isUnset, !TextChecks.isEmail(text) else { return nil }
      return RuleViolation(rule: .email, message: message)
    case .url(let message):
      guard !value.isUnset, !TextChecks.isWebURL(text) else { return nil }
      return RuleViolation(rule: .url, message: message)
    case .pattern(let pattern, let id, let message):
      guard !value.isUnset, !pattern.matches(text) else { return nil }
      return RuleViolation(rule: id, message: message)
    case .dateRange(let bounds, let parameters, let message):
      guard let date = value.dateValue, !bounds.contains(date) else { return nil }
      return RuleViolation(rule: .dateRange, parameters: parameters, message: message)
    }
  }

  /// Whether the check reads the field's text (or its length) rather than only its value: what
  /// a date field's format, which changes without a transition, can change the outcome of.
  var readsText: Bool {
    switch self {
    case .required, .dateRange: false
    case .minLength, .maxLength, .exactLength, .email, .url, .pattern: true
    }
  }

  /// Runs every rule of `rules` on a field holding `value`, shown as `text` of
  /// `characterCount` characters, and returns the violations in rule order, each with its
  /// rule's custom message when set: a ``RuleSet`` of values checked without a form's key.
  static func violations(
    of rules: [RuleValue], value: FormValue, text: String, characterCount: Int?
  ) -> [RuleViolation] {
    var violations: [RuleViolation] = []
    for rule in rules {
      guard
        var violation = rule.check.violation(
          value: value, text: text, characterCount: characterCount)
      else { continue }
      if let customMessage = rule.customMessage { violation.message = customMessage }
      violations.append(violation)
    }
    return violations
  }

  /// A length rule's violation: its parameter, and its message or the default one ("Use
  /// `wording` `count` characters."), built only when the rule fails.
  private static func lengthViolation(
    _ id: RuleID, _ parameter: String, _ count: Int, _ message: String?, wording: StaticString
  ) -> RuleViolation {
    RuleViolation(
      rule: id, parameters: [parameter: String(count)],
      message: message ?? "Use \(wording) \(count) characters.")
  }
}
