extension ValidationRule {
  /// Numeric text greater than `bound`.
  public static func greaterThan(_ bound: Double, message: String? = nil) -> ValidationRule {
    numericRule(
      id: .greaterThan, bound: bound,
      message: message ?? "Enter a number greater than \(TextChecks.format(bound))."
    ) { $0 > bound }
  }

  /// Numeric text greater than or equal to `bound`.
  public static func greaterThanOrEqual(
    _ bound: Double, message: String? = nil
  )
    -> ValidationRule
  {
    numericRule(
      id: .greaterThanOrEqual, bound: bound,
      message: message ?? "Enter a number of at least \(TextChecks.format(bound))."
    ) { $0 >= bound }
  }

  /// Numeric text smaller than `bound`.
  public static func smallerThan(_ bound: Double, message: String? = nil) -> ValidationRule {
    numericRule(
      id: .smallerThan, bound: bound,
      message: message ?? "Enter a number smaller than \(TextChecks.format(bound))."
    ) { $0 < bound }
  }

  /// Numeric text smaller than or equal to `bound`.
  public static func smallerThanOrEqual(
    _ bound: Double, message: String? = nil
  )
    -> ValidationRule
  {
    numericRule(
      id: .smallerThanOrEqual, bound: bound,
      message: message ?? "Enter a number of at most \(TextChecks.format(bound))."
    ) { $0 <= bound }
  }

  /// The numeric rules read the text with `Double(_:)` after trimming whitespace; text that is
  /// not a number fails the rule with the parameter `"notANumber": "true"` and the message
  /// "Enter a number.".
  private static func numericRule(
    id: RuleID, bound: Double, message: String, passes: @escaping @Sendable (Double) -> Bool
  ) -> ValidationRule {
    ValidationRule(id: id) { context in
      guard !context.isEmpty else { return nil }
      let parameters = ["bound": TextChecks.format(bound)]
      guard let number = TextChecks.number(in: context.text) else {
        return RuleViolation(
          rule: id, parameters: parameters.merging(["notANumber": "true"]) { $1 },
          message: "Enter a number.")
      }
      return passes(number)
        ? nil : RuleViolation(rule: id, parameters: parameters, message: message)
    }
  }
}
