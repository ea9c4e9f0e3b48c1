/// The values ``Form/setValues(_:)`` refused, by key; when it throws, nothing was assigned.
public struct FormValuesError<Key: FormKey>: Error, Sendable, Hashable {
  /// Each refused key and why.
  public var issues: [Key: FormValueIssue]

  /// Creates an error.
  package init(issues: [Key: FormValueIssue]) {
    self.issues = issues
  }
}
