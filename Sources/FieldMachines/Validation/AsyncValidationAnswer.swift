/// An accepted asynchronous answer, remembered with the value it was for.
public struct AsyncValidationAnswer: Sendable, Hashable {
  /// The value that was checked.
  public var value: FormValue
  /// What the asynchronous rules found; empty when they passed.
  public var violations: [RuleViolation]

  /// Creates an answer.
  public init(value: FormValue, violations: [RuleViolation]) {
    self.value = value
    self.violations = violations
  }
}
