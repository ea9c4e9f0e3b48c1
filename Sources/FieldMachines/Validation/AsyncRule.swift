/// A rule that needs to wait for an answer, such as "is this user name taken?".
///
/// The form runs it, never a machine: after the field's synchronous rules pass, once the
/// debounce has passed without another change, on an injected ``ValidationClock``. A result
/// that arrives for an older value is dropped, and a submit runs the check at once instead of
/// waiting out the debounce.
public struct AsyncRule: Sendable {
  /// The rule's identifier, reported in each failure.
  public var id: RuleID
  /// How long the value must stay unchanged before a change starts the check; checks started
  /// by the end of editing, ``Form/validate()`` or ``Form/submit(isolation:)`` do not wait.
  package var debounce: Duration
  private let evaluate: @Sendable (FormValue) async -> RuleViolation?

  /// Creates a rule from a check that returns a violation, or `nil` when the value passes.
  package init(
    id: RuleID, debounce: Duration = .milliseconds(300),
    check: @escaping @Sendable (FormValue) async -> RuleViolation?
  ) {
    self.id = id
    self.debounce = debounce
    self.evaluate = check
  }

  /// A rule from a closure that returns a message when the value fails.
  public static func custom(
    id: RuleID, debounce: Duration = .milliseconds(300),
    _ check: @escaping @Sendable (FormValue) async -> String?
  ) -> AsyncRule {
    AsyncRule(id: id, debounce: debounce) { value in
      await check(value).map { RuleViolation(rule: id, message: $0) }
    }
  }

  /// Runs the check.
  package func check(_ value: FormValue) async -> RuleViolation? {
    await evaluate(value)
  }
}
