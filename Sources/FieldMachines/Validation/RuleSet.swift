/// An ordered list of rules for one field, reusable across fields and forms.
///
/// Write one as an array literal and combine sets with `+`:
///
/// ```swift
/// static let name: RuleSet<Key> = [.required(), .maxLength(40)]
/// form.setRules(name + [.pattern { /[A-Za-z ]+/ }], for: .firstName)
/// ```
///
/// Every rule runs, so a field reports all its failures; it shows the first.
public struct RuleSet<Key: FormKey>: Sendable, ExpressibleByArrayLiteral {
  /// The rules, in the order they run and report.
  package var rules: [ValidationRule<Key>]

  /// Creates a set from rules.
  public init(_ rules: [ValidationRule<Key>] = []) {
    self.rules = rules
  }

  /// Creates a set from a literal list of rules.
  public init(arrayLiteral rules: ValidationRule<Key>...) {
    self.rules = rules
  }

  /// Whether the set has no rules.
  package var isEmpty: Bool { rules.isEmpty }

  /// Every key a rule of the set reads besides its own field.
  package var dependencies: Set<Key> {
    rules.reduce(into: []) { $0.formUnion($1.dependencies) }
  }

  /// Runs every rule and returns the violations, in rule order.
  package func check(_ context: RuleContext<Key>) -> [RuleViolation] {
    // A plain loop: `compactMap` is not specialised for a key type from another module, and
    // its generic iteration cost more than the rules themselves.
    var violations: [RuleViolation] = []
    let value = context.value
    let text = context.text
    for rule in rules {
      if let violation = rule.check(context, value: value, text: text) {
        violations.append(violation)
      }
    }
    return violations
  }

  /// The set's rules as values, when every rule is one (see ``ValidationRule``'s `value`):
  /// what two sets that check alike share.
  var values: [RuleValue]? {
    var values: [RuleValue] = []
    values.reserveCapacity(rules.count)
    for rule in rules {
      guard let value = rule.value else { return nil }
      values.append(value)
    }
    return values
  }

  /// The rules of `lhs` followed by those of `rhs`.
  public static func + (lhs: RuleSet, rhs: RuleSet) -> RuleSet {
    RuleSet(lhs.rules + rhs.rules)
  }
}
