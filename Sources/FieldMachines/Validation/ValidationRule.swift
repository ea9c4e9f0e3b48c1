/// One synchronous check of a field's value, pluggable and reusable across fields and forms.
///
/// A rule has an id, the keys it reads besides its own (its dependencies; the form re-checks
/// the rule when one of them changes) and a check that returns a ``RuleViolation`` or `nil`.
/// The built-in rules are static functions, so a ``RuleSet`` reads as a list:
///
/// ```swift
/// let password: RuleSet<SignUpKey> = [.required(), .minLength(8)]
/// let confirm: RuleSet<SignUpKey> = [.required(), .equal(to: .password)]
/// ```
///
/// **What the built-in rules check (the trimming policy).** No rule trims or normalises the
/// user's text. ``required(message:)`` fails a missing value: `""`, whitespace-only text, no
/// pick, no date. Every other built-in rule passes an *unset* value (``FormValue/isUnset``:
/// `""`, no pick, no date) so optional fields need no special case, and checks every other value
/// as typed: `"   "` counts 3 characters for the length rules and fails `email`, `url` and a
/// `pattern` that does not allow spaces. The numeric rules read a number with its surrounding
/// whitespace ignored (see `greaterThan(_:message:)` for their syntax), so `"   "` is not a number.
/// ``equal(to:message:)`` compares unset values too.
public struct ValidationRule<Key: FormKey>: Sendable {
  /// The rule's identifier, reported in each failure.
  public var id: RuleID
  /// The other fields the rule reads; a change to one re-checks this rule's field.
  package var dependencies: Set<Key>
  /// A message that replaces the rule's default one, if set.
  package var customMessage: String?
  /// The check of a rule made from a closure; `nil` for a built-in rule.
  private let evaluate: (@Sendable (RuleContext<Key>) -> RuleViolation?)?
  /// The check of a built-in rule, a value; `nil` for a rule made from a closure.
  private let builtIn: BuiltInRule?

  /// Creates a rule from a check that returns a violation, or `nil` when the value passes.
  package init(
    id: RuleID, dependencies: Set<Key> = [],
    check: @escaping @Sendable (RuleContext<Key>) -> RuleViolation?
  ) {
    self.id = id
    self.dependencies = dependencies
    self.evaluate = check
    self.builtIn = nil
  }

  /// A built-in rule: `check` as a value, reading no other field.
  init(id: RuleID, builtIn check: BuiltInRule) {
    self.id = id
    self.dependencies = []
    self.evaluate = nil
    self.builtIn = check
  }

  /// The rule as a value, when it is one: a built-in rule that reads no other field.
  var value: RuleValue? {
    guard let builtIn, dependencies.isEmpty else { return nil }
    return RuleValue(id: id, customMessage: customMessage, check: builtIn)
  }

  /// Checks a value; the violation carries ``customMessage`` when one is set.
  package func check(_ context: RuleContext<Key>) -> RuleViolation? {
    check(context, value: context.value, text: context.text)
  }

  /// ``check(_:)`` with the context's value and text read once by the caller, for a set of
  /// rules: a built-in rule reads nothing else.
  func check(_ context: RuleContext<Key>, value: FormValue, text: String) -> RuleViolation? {
    let found: RuleViolation?
    if let builtIn {
      found = builtIn.violation(
        value: value, text: text, characterCount: context.knownCharacterCount)
    } else {
      found = evaluate?(context)
    }
    guard var violation = found else { return nil }
    if let customMessage { violation.message = customMessage }
    return violation
  }

  /// The same rule with a fixed message instead of its default one.
  public func message(_ message: String) -> ValidationRule {
    var rule = self
    rule.customMessage = message
    return rule
  }

  /// A rule from a closure that returns a message when the value fails.
  ///
  /// The closure sees empty values too; return `nil` for them if the rule should not apply.
  public static func custom(
    id: RuleID, dependencies: Set<Key> = [],
    _ check: @escaping @Sendable (RuleContext<Key>) -> String?
  ) -> ValidationRule {
    ValidationRule(id: id, dependencies: dependencies) { context in
      check(context).map { RuleViolation(rule: id, message: $0) }
    }
  }

  /// A rule that fails on empty values only: text that is empty or whitespace, no picker value,
  /// no date.
  public static func required(message: String = "This field is required.") -> ValidationRule {
    ValidationRule(id: .required, builtIn: .required(message: message))
  }
}
