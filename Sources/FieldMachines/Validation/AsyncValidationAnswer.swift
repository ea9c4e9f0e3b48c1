/// An accepted asynchronous answer, remembered with the value it was for.
package struct AsyncValidationAnswer: Sendable, Hashable {
  /// The value that was checked.
  package var value: FormValue
  /// What the asynchronous rules found; empty when they passed.
  package var violations: [RuleViolation]
}
