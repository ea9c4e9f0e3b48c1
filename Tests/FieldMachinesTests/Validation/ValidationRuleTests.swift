import FieldMachines
import Foundation
import Testing

@Suite struct ValidationRuleTests {
  enum Key: CaseIterable { case subject, other }

  private func check(
    _ rule: ValidationRule<Key>, _ value: FormValue, text: String? = nil,
    other: FormValue = .text(""), otherText: String = ""
  ) -> RuleViolation? {
    let ownText: String
    if let text {
      ownText = text
    } else if case .text(let string) = value {
      ownText = string
    } else {
      ownText = ""
    }
    let values = FormValues<Key>(
      values: [.subject: value, .other: other], texts: [.subject: ownText, .other: otherText])
    return rule.check(RuleContext(key: .subject, value: value, text: ownText, values: values))
  }

  @Test(arguments: [
    (FormValue.text(""), true), (.text("  \n"), true), (.text("a"), false),
    (.choice(.none, text: ""), true), (.choice(.row(0), text: "a"), false),
    (.choice(.manual, text: " "), true),
    (.choice(.manual, text: "x"), false), (.date(nil), true),
    (.date(Date(timeIntervalSince1970: 0)), false),
  ])
  func requiredFailsOnlyEmptyValues(value: FormValue, fails: Bool) {
    let violation = check(.required(), value)
    #expect((violation != nil) == fails)
    #expect(violation.map(\.rule) == (fails ? .required : nil))
  }

  @Test(arguments: [
    ("ada@example.com", true), ("a.b+c@mail.example.co.uk", true), ("ada@example", false),
    ("@example.com", false), ("ada@@example.com", false), ("ada @example.com", false),
    ("ada@example..com", false), ("", true),
  ])
  func email(text: String, passes: Bool) {
    #expect((check(.email(), .text(text)) == nil) == passes)
  }

  @Test(arguments: [
    ("https://example.com", true), ("http://localhost:8080/path?q=1", true),
    ("HTTPS://Sub.Example.org/a#b", true), ("ftp://example.com", false),
    ("https://", false), ("https://exa mple.com", false), ("https://-bad.com", false),
    ("https://example.com:99999", false), ("example.com", false), ("https://example", false),
  ])
  func url(text: String, passes: Bool) {
    #expect((check(.url(), .text(text)) == nil) == passes)
  }

  @Test func lengthsCountCharactersAndReportTheirBound() {
    #expect(check(.minLength(3), .text("ab"))?.parameters == ["min": "3"])
    #expect(check(.minLength(3), .text("abc")) == nil)
    #expect(check(.minLength(3), .text("")) == nil)
    #expect(check(.maxLength(2), .text("abc"))?.message == "Use at most 2 characters.")
    #expect(check(.maxLength(2), .text("👩‍👩‍👧‍👦é")) == nil)
    #expect(check(.exactLength(4), .text("1234")) == nil)
    #expect(check(.exactLength(4), .text("123"))?.rule == .exactLength)
  }

  @Test(arguments: [
    ("10", 10.0, [false, true, false, true]), ("9.5", 10.0, [false, false, true, true]),
    ("10.5", 10.0, [true, true, false, false]), (" -3 ", -3.0, [false, true, false, true]),
  ])
  func numericComparisons(text: String, bound: Double, passes: [Bool]) {
    let rules: [ValidationRule<Key>] = [
      .greaterThan(bound), .greaterThanOrEqual(bound), .smallerThan(bound),
      .smallerThanOrEqual(bound),
    ]
    for (rule, pass) in zip(rules, passes) {
      #expect((check(rule, .text(text)) == nil) == pass, "\(rule.id) \(text) \(bound)")
    }
  }

  @Test func numericRulesRejectTextThatIsNotANumber() {
    let violation = check(.greaterThan(0), .text("ten"))
    #expect(violation?.rule == .greaterThan)
    #expect(violation?.parameters["notANumber"] == "true")
    #expect(violation?.message == "Enter a number.")
    #expect(check(.greaterThan(0), .text("")) == nil)
    #expect(check(.smallerThan(5), .text("inf")) != nil)
    #expect(check(.greaterThan(1.5), .text("1"))?.message == "Enter a number greater than 1.5.")
  }

  @Test func patternMatchesTheWholeText() {
    let rule = ValidationRule<Key>.pattern(id: "username", message: "Letters only") {
      /[a-z]+/
    }
    #expect(check(rule, .text("ada")) == nil)
    #expect(check(rule, .text("ada1")) == RuleViolation(rule: "username", message: "Letters only"))
    #expect(check(rule, .text("")) == nil)
  }

  @Test func equalToComparesWithTheOtherFieldsText() {
    let rule = ValidationRule<Key>.equal(to: .other)
    #expect(rule.dependencies == [.other])
    #expect(check(rule, .text("secret"), otherText: "secret") == nil)
    #expect(check(rule, .text("secret"), otherText: "secreT")?.rule == .equalTo)
    #expect(check(rule, .text("secret"), otherText: "secreT")?.parameters == ["other": "other"])
    // Issue 14 class 7: an empty confirmation of a non-empty source fails (it passed before).
    #expect(check(rule, .text(""), otherText: "secret")?.rule == .equalTo)
    #expect(check(rule, .text(""), otherText: "") == nil)
  }

  @Test func dateRangeAndDateOnOrAfter() {
    let start = Date(timeIntervalSince1970: 1_000)
    let end = Date(timeIntervalSince1970: 2_000)
    let range = ValidationRule<Key>.dateRange(from: start, to: end)
    #expect(check(range, .date(start)) == nil)
    #expect(check(range, .date(end)) == nil)
    #expect(check(range, .date(Date(timeIntervalSince1970: 999)))?.rule == .dateRange)
    #expect(check(range, .date(Date(timeIntervalSince1970: 2_001)))?.parameters["to"] != nil)
    #expect(check(range, .date(nil)) == nil)
    let open = ValidationRule<Key>.dateRange(from: nil, to: end)
    #expect(check(open, .date(.distantPast)) == nil)

    let after = ValidationRule<Key>.dateOnOrAfter(.other)
    #expect(after.dependencies == [.other])
    #expect(check(after, .date(start), other: .date(end))?.rule == .dateOnOrAfter)
    #expect(check(after, .date(end), other: .date(start)) == nil)
    #expect(check(after, .date(end), other: .date(nil)) == nil)
  }

  @Test func customRulesAndMessageOverrides() {
    let even = ValidationRule<Key>.custom(id: "even") { context in
      context.text.count.isMultiple(of: 2) ? nil : "Use an even number of characters."
    }
    #expect(check(even, .text("ab")) == nil)
    #expect(check(even, .text("abc"))?.message == "Use an even number of characters.")
    #expect(check(even.message("Even, please"), .text("abc"))?.message == "Even, please")
    #expect(check(ValidationRule<Key>.required().message("Needed"), .text(""))?.message == "Needed")
  }

  @Test func ruleSetsRunEveryRuleInOrderAndCombine() {
    let base: RuleSet<Key> = [.required(), .minLength(3)]
    let set = base + [.pattern(message: "digits") { /[0-9]*/ }, .equal(to: .other)]
    #expect(set.rules.count == 4)
    #expect(set.dependencies == [.other])
    let values = FormValues<Key>(
      values: [.subject: .text("ab")], texts: [.subject: "ab", .other: "x"])
    let violations = set.check(
      RuleContext(key: .subject, value: .text("ab"), text: "ab", values: values))
    #expect(violations.map(\.rule) == [.minLength, .pattern, .equalTo])
  }
}
