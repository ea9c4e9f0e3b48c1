import FieldMachines
import Testing

/// Eureka's own rule tests (xmartlabs/Eureka `Tests/ValidationsTests.swift`) and the documented
/// behaviour of its other rules, as a reference table: each row is an input, whether Eureka
/// accepts it, and whether FieldMachines does. Where they differ, the row says why.
///
/// Eureka passes `nil` to its rules for an empty row; here that is `""`, which every rule but
/// `required` passes too.
@Suite struct EurekaAgreementTests {
  struct Row: Sendable, CustomStringConvertible {
    var rule: String
    var check: ValidationRule<AttackKey>
    var input: String
    var other = ""
    var eurekaPasses: Bool
    var passes: Bool
    var whyNot = ""

    var description: String { "\(rule) \(input.debugDescription)" }
  }

  static let rows: [Row] = [
    // testRequired
    Row(rule: "RuleRequired", check: .required(), input: "", eurekaPasses: false, passes: false),
    Row(rule: "RuleRequired", check: .required(), input: "Hi1", eurekaPasses: true, passes: true),
    Row(
      rule: "RuleRequired", check: .required(), input: "   ", eurekaPasses: true, passes: false,
      whyNot: "Eureka only refuses nil and \"\"; a whitespace-only value is missing here"),
    // testRuleEmail
    Row(rule: "RuleEmail", check: .email(), input: "", eurekaPasses: true, passes: true),
    Row(rule: "RuleEmail", check: .email(), input: "a@b.com", eurekaPasses: true, passes: true),
    Row(rule: "RuleEmail", check: .email(), input: "abc", eurekaPasses: false, passes: false),
    Row(rule: "RuleEmail", check: .email(), input: "abc.com", eurekaPasses: false, passes: false),
    Row(rule: "RuleEmail", check: .email(), input: "abc@assa", eurekaPasses: false, passes: false),
    // RuleEmail's pattern beyond its tests.
    Row(
      rule: "RuleEmail", check: .email(), input: "a..b@c.com", eurekaPasses: false, passes: false),
    Row(rule: "RuleEmail", check: .email(), input: ".a@b.com", eurekaPasses: false, passes: false),
    Row(rule: "RuleEmail", check: .email(), input: "a@b.c", eurekaPasses: false, passes: false),
    Row(rule: "RuleEmail", check: .email(), input: "a@b_c.com", eurekaPasses: false, passes: false),
    Row(
      rule: "RuleEmail", check: .email(), input: "用户@例子.广告", eurekaPasses: false,
      passes: true, whyNot: "Eureka's pattern is ASCII only; RFC 6531 allows UTF-8 addresses"),
    Row(
      rule: "RuleEmail", check: .email(), input: "a@b.xn--p1ai", eurekaPasses: false,
      passes: true, whyNot: "Eureka wants a letters-only top-level label; IDN ones have digits"),
    Row(
      rule: "RuleEmail", check: .email(), input: "a@-b.com", eurekaPasses: true, passes: false,
      whyNot: "RFC 5321 domain labels cannot start or end with a hyphen"),
    // testMaxLengthRule, testMinLengthRule, testExactLengthRule
    Row(
      rule: "RuleMaxLength(10)", check: .maxLength(10), input: "", eurekaPasses: true,
      passes: true),
    Row(
      rule: "RuleMaxLength(10)", check: .maxLength(10), input: "123456789", eurekaPasses: true,
      passes: true),
    Row(
      rule: "RuleMaxLength(10)", check: .maxLength(10), input: "12345678910",
      eurekaPasses: false, passes: false),
    Row(
      rule: "RuleMinLength(5)", check: .minLength(5), input: "", eurekaPasses: true, passes: true),
    Row(
      rule: "RuleMinLength(5)", check: .minLength(5), input: "12345", eurekaPasses: true,
      passes: true),
    Row(
      rule: "RuleMinLength(5)", check: .minLength(5), input: "1234", eurekaPasses: false,
      passes: false),
    Row(
      rule: "RuleExactLength(3)", check: .exactLength(3), input: "", eurekaPasses: true,
      passes: true),
    Row(
      rule: "RuleExactLength(3)", check: .exactLength(3), input: "123", eurekaPasses: true,
      passes: true),
    Row(
      rule: "RuleExactLength(3)", check: .exactLength(3), input: "1234", eurekaPasses: false,
      passes: false),
    Row(
      rule: "RuleMaxLength(2)", check: .maxLength(2), input: "👩‍👩‍👧‍👦é", eurekaPasses: true,
      passes: true),
    // RuleURL (allowsEmpty, a scheme and a host).
    Row(rule: "RuleURL", check: .url(), input: "", eurekaPasses: true, passes: true),
    Row(
      rule: "RuleURL", check: .url(), input: "https://example.com", eurekaPasses: true,
      passes: true),
    Row(rule: "RuleURL", check: .url(), input: "example", eurekaPasses: false, passes: false),
    Row(
      rule: "RuleURL", check: .url(), input: "ftp://example.com", eurekaPasses: true,
      passes: false, whyNot: "url() is for web addresses: http and https only"),
    // RuleEqualsToRow: compares the two values with ==.
    Row(
      rule: "RuleEqualsToRow", check: .equal(to: .at(1)), input: "secret", other: "secret",
      eurekaPasses: true, passes: true),
    Row(
      rule: "RuleEqualsToRow", check: .equal(to: .at(1)), input: "secret", other: "Secret",
      eurekaPasses: false, passes: false),
    Row(
      rule: "RuleEqualsToRow", check: .equal(to: .at(1)), input: "", other: "secret",
      eurekaPasses: false, passes: false),
    Row(
      rule: "RuleEqualsToRow", check: .equal(to: .at(1)), input: "caf\u{E9}",
      other: "cafe\u{301}", eurekaPasses: true, passes: true),
    // RuleGreaterThan / RuleSmallerThan on a row's number.
    Row(
      rule: "RuleGreaterThan(10)", check: .greaterThan(10), input: "11", eurekaPasses: true,
      passes: true),
    Row(
      rule: "RuleGreaterThan(10)", check: .greaterThan(10), input: "10", eurekaPasses: false,
      passes: false),
    Row(
      rule: "RuleGreaterOrEqualThan(10)", check: .greaterThanOrEqual(10), input: "10",
      eurekaPasses: true, passes: true),
    Row(
      rule: "RuleSmallerThan(10)", check: .smallerThan(10), input: "9.5", eurekaPasses: true,
      passes: true),
    Row(
      rule: "RuleSmallerOrEqualThan(10)", check: .smallerThanOrEqual(10), input: "10.5",
      eurekaPasses: false, passes: false),
    Row(
      rule: "RuleGreaterThan(2^53)", check: .greaterThan(9_007_199_254_740_992),
      input: "9007199254740993", eurekaPasses: false, passes: true,
      whyNot: "Eureka compares Doubles, which cannot tell 2^53 + 1 from 2^53; this is exact"),
    // RuleClosure: the closure decides, empty values included.
    Row(
      rule: "RuleClosure", check: .custom(id: "even") { $0.text.count % 2 == 0 ? nil : "odd" },
      input: "abc", eurekaPasses: false, passes: false),
    Row(
      rule: "RuleClosure", check: .custom(id: "even") { $0.text.count % 2 == 0 ? nil : "odd" },
      input: "", eurekaPasses: true, passes: true),
  ]

  @Test(arguments: rows)
  func eachRuleAgreesWithEurekaOrSaysWhyNot(row: Row) {
    #expect((checkRule(row.check, row.input, otherText: row.other) == nil) == row.passes)
    #expect((row.passes == row.eurekaPasses) == row.whyNot.isEmpty)
  }
}
