/// A rule that is a value (a ``BuiltInRule`` reading no other field) with what identifies it in
/// a set: its id and custom message. Two rule sets of equal values check alike, so a form keeps
/// one copy of them for every field they are given to.
struct RuleValue: Sendable, Hashable {
  /// The rule's id.
  var id: RuleID
  /// The message that replaces the rule's default one, if set.
  var customMessage: String?
  /// The check.
  var check: BuiltInRule
}
