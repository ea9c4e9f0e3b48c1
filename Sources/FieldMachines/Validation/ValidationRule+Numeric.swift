extension ValidationRule {
  /// Numeric text greater than `bound`.
  public static func greaterThan(
    _ bound: some NumericRuleBound, message: String? = nil
  ) -> ValidationRule {
    numericRule(.greaterThan, bound, message, defaultWording: "greater than") { $0 > 0 }
  }

  /// Numeric text greater than or equal to `bound`.
  public static func greaterThanOrEqual(
    _ bound: some NumericRuleBound, message: String? = nil
  ) -> ValidationRule {
    numericRule(.greaterThanOrEqual, bound, message, defaultWording: "of at least") { $0 >= 0 }
  }

  /// Numeric text smaller than `bound`.
  public static func smallerThan(
    _ bound: some NumericRuleBound, message: String? = nil
  ) -> ValidationRule {
    numericRule(.smallerThan, bound, message, defaultWording: "smaller than") { $0 < 0 }
  }

  /// Numeric text smaller than or equal to `bound`.
  public static func smallerThanOrEqual(
    _ bound: some NumericRuleBound, message: String? = nil
  ) -> ValidationRule {
    numericRule(.smallerThanOrEqual, bound, message, defaultWording: "of at most") { $0 <= 0 }
  }

  /// The numeric rules' reading of the text. Surrounding whitespace is ignored; what is left
  /// must be a decimal number: an optional `+` or `-`, ASCII digits with an optional `.`
  /// fraction, an optional exponent (`1e3`, `2.5E-4`), and a finite value as a `Double`. Hex
  /// floats (`0x1p3`), `inf`, `nan`, grouping separators (`1,000`), decimal commas and
  /// non-ASCII digits fail the rule with the parameter `"notANumber": "true"` and the message
  /// "Enter a number.". The comparison is exact, digit for digit: the text's decimal value
  /// against the bound's, so `9007199254740993` is greater than `9007199254740992` (2^53)
  /// although both read as the same `Double`. A `Double` bound stands for the decimal it
  /// prints as (`0.1` is one tenth); an `Int` bound is exact at any size.
  ///
  /// The rule `id` passes when `passes` accepts the ordering of the text against `bound` (-1, 0
  /// or 1); its message is `message`, else "Enter a number `defaultWording` `bound`.".
  private static func numericRule(
    _ id: RuleID, _ bound: some NumericRuleBound, _ message: String?, defaultWording: String,
    passes: @escaping @Sendable (Int) -> Bool
  ) -> ValidationRule {
    let bound = NumericBound(bound)
    let message = message ?? "Enter a number \(defaultWording) \(bound.text)."
    return ValidationRule(id: id) { context in
      guard appliesTo(context) else { return nil }
      let parameters = ["bound": bound.text]
      // A NaN bound orders nothing: every number fails, as `Double` comparisons would say.
      guard !bound.rounded.isNaN else {
        return RuleViolation(rule: id, parameters: parameters, message: message)
      }
      guard let ordering = bound.ordering(of: context.text) else {
        return RuleViolation(
          rule: id, parameters: parameters.merging(["notANumber": "true"]) { $1 },
          message: "Enter a number.")
      }
      return passes(ordering)
        ? nil : RuleViolation(rule: id, parameters: parameters, message: message)
    }
  }
}
