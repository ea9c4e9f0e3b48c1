import FieldMachines
import Testing

/// One numeric rule per comparison, over any ``NumericRuleBound``: an `Int` bound and the
/// `Double` of the same value report the same rule, parameters and message, and an `Int` bound
/// stays exact past 2^53.
@Suite struct NumericRuleBoundTests {
  enum Key: CaseIterable { case amount }

  /// A bound type of the app's own: the rules read it as the `Double` its text reads as.
  struct Percent: NumericRuleBound, CustomStringConvertible {
    var value: Int
    var description: String { "\(value)" }
  }

  private func check(_ rule: ValidationRule<Key>, _ text: String) -> RuleViolation? {
    let form = Form<Key>()
    let field = EntryField(placeholder: "Amount")
    form.add(field, for: .amount)
    form.setRules([rule], for: .amount)
    field.text = text
    return form.validate(.amount).failures.first.map {
      RuleViolation(rule: $0.rule, parameters: $0.parameters, message: $0.message)
    }
  }

  @Test func intAndDoubleBoundsReportTheSameFailure() {
    let rules: [(ValidationRule<Key>, ValidationRule<Key>)] = [
      (.greaterThan(5), .greaterThan(5.0)),
      (.greaterThanOrEqual(5), .greaterThanOrEqual(5.0)),
      (.smallerThan(5), .smallerThan(5.0)),
      (.smallerThanOrEqual(5), .smallerThanOrEqual(5.0)),
    ]
    for (integer, double) in rules {
      let failing = ["4", "5", "6"].compactMap { check(integer, $0) }
      #expect(failing.count == 1 || failing.count == 2)
      for text in ["4", "5", "6"] {
        #expect(check(integer, text) == check(double, text), "\(text)")
      }
    }
    #expect(check(.greaterThan(5), "5")?.message == "Enter a number greater than 5.")
    #expect(check(.greaterThan(5), "5")?.parameters == ["bound": "5"])
  }

  @Test func anIntBoundIsExactPastTwoToTheFiftyThird() {
    let bound = 9_007_199_254_740_992
    #expect(check(.greaterThan(bound), "9007199254740993") == nil)
    #expect(check(.greaterThan(bound), "9007199254740992") != nil)
  }

  @Test func anotherBoundTypeReadsAsItsDouble() {
    #expect(check(.smallerThanOrEqual(Percent(value: 100)), "100") == nil)
    #expect(check(.smallerThanOrEqual(Percent(value: 100)), "100.5") != nil)
    #expect(
      check(.greaterThan(Percent(value: 0)), "0")?.message == "Enter a number greater than 0.")
  }
}
