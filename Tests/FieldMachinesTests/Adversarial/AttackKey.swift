import FieldMachines

/// Keys for the adversarial suites: up to 10,000 fields, in order.
struct AttackKey: FormKey, CustomStringConvertible {
  let position: Int

  static let allCases = (0..<10_000).map(AttackKey.init(position:))

  var description: String { "k\(position)" }

  /// The key at `position`.
  static func at(_ position: Int) -> AttackKey { allCases[position] }
}

/// Counts calls from `@Sendable` rule and condition closures. The suites touch it only on the
/// main actor, where forms run their rules and conditions.
final class CallCounter: @unchecked Sendable {
  var count = 0
}

/// Checks one rule against a value, with `other` as the text of ``AttackKey/at(_:)`` 1.
func checkRule(
  _ rule: ValidationRule<AttackKey>, _ text: String, otherText: String = ""
) -> RuleViolation? {
  let own = AttackKey.at(0)
  let other = AttackKey.at(1)
  let values = FormValues<AttackKey>(
    values: [own: .text(text), other: .text(otherText)], texts: [own: text, other: otherText])
  return rule.check(RuleContext(key: own, value: .text(text), text: text, values: values))
}
