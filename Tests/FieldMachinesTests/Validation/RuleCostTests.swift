import FieldMachines
import Testing

/// What the built-in rules keep and redo between checks, for forms of thousands of fields: a
/// pattern rule makes its regex once, and a length rule builds its default message only when
/// it fails, with the same words as before.
@MainActor
@Suite struct RuleCostTests {
  @Test func patternMakesItsRegexOnceAndKeepsItForEveryCheck() {
    let made = CallCounter()
    let rule = ValidationRule<AttackKey>.pattern {
      made.count += 1
      return /[a-z]+/
    }
    #expect(made.count == 0)
    #expect(checkRule(rule, "lovelace") == nil)
    #expect(checkRule(rule, "Ada")?.rule == .pattern)
    #expect(checkRule(rule, "ada1")?.message == "Use the expected format.")
    #expect(checkRule(rule, "") == nil)
    #expect(checkRule(rule, "babbage") == nil)
    #expect(made.count == 1)
  }

  @Test func patternRuleGivenToManyFieldsOfAFormMakesOneRegex() {
    let made = CallCounter()
    let rules: RuleSet<AttackKey> = [
      .pattern {
        made.count += 1
        return /[a-z]+/
      }
    ]
    let form = Form<AttackKey>()
    let keys = (0..<20).map(AttackKey.at)
    for (index, key) in keys.enumerated() {
      let entry = EntryField()
      entry.text = index.isMultiple(of: 2) ? "ada" : "Ada"
      form.add(entry, for: key)
      form.setRules(rules, for: key)
    }
    form.validate()
    form.validate()
    #expect(made.count == 1)
    #expect(keys.filter { form.validity(of: $0).isInvalid }.count == 10)
  }

  @Test(arguments: [
    (ValidationRule<AttackKey>.minLength(3), "ab", "Use at least 3 characters.", "min"),
    (.maxLength(2), "abc", "Use at most 2 characters.", "max"),
    (.exactLength(4), "123", "Use exactly 4 characters.", "length"),
    (.exactLength(4), "12345", "Use exactly 4 characters.", "length"),
  ])
  func lengthRulesWordTheirDefaultMessageWhenTheyFail(
    rule: ValidationRule<AttackKey>, text: String, message: String, parameter: String
  ) {
    let violation = checkRule(rule, text)
    #expect(violation?.message == message)
    #expect(violation?.parameters.keys.sorted() == [parameter])
  }

  @Test func lengthRulesKeepAGivenMessageAndPassInsideTheirBound() {
    #expect(checkRule(.minLength(3, message: "Longer."), "ab")?.message == "Longer.")
    #expect(checkRule(.maxLength(2, message: "Shorter."), "abc")?.message == "Shorter.")
    #expect(checkRule(.exactLength(2, message: "Two."), "a")?.message == "Two.")
    #expect(checkRule(.minLength(3), "abc") == nil)
    #expect(checkRule(.maxLength(3), "abc") == nil)
    #expect(checkRule(.exactLength(3), "abc") == nil)
    #expect(checkRule(.maxLength(1), "👩‍👩‍👧‍👦") == nil)
  }
}
