import FieldMachines
import Testing

/// Issue 14, class 7: text and rules. The user's characters are kept scalar for scalar, a
/// whitespace-only value never slips past a rule, `equal(to:)` fails an empty confirmation,
/// `email` follows RFC 5321/5322/6531 and the numeric rules compare exactly.
@Suite @MainActor struct TextAndRuleAttacks {
  private let precomposed = "caf\u{E9}"
  private let decomposed = "cafe\u{301}"

  @Test func aCanonicallyEquivalentReplacementIsKeptAndReportedAsAChange() {
    #expect(precomposed == decomposed)  // Swift's `==`: canonical equivalence.
    let field = EntryField(placeholder: "Name")
    var changes = 0
    let observation = field.observeTransitions { record in
      if record.effects.contains(.didChangeText) { changes += 1 }
    }
    field.tap()
    field.typeText(precomposed)
    field.replaceText(with: decomposed)
    #expect(Array((field.text ?? "").unicodeScalars) == Array(decomposed.unicodeScalars))
    #expect(changes == 2)
    field.replaceText(with: decomposed)  // The same scalars: no change.
    #expect(changes == 2)
    observation.cancel()
  }

  @Test func aFormSeesACanonicallyEquivalentChangeAndItsRulesReadTheUsersScalars() {
    let form = Form<AttackKey>()
    let key = AttackKey.at(0)
    let field = AreaField(placeholder: "Notes")
    form.add(field, for: key)
    form.setRules(
      [
        .custom(id: "noCombiningMarks") { context in
          context.text.unicodeScalars.contains("\u{301}") ? "Use precomposed letters" : nil
        }
      ], for: key, timing: .onChange)
    field.tap()
    field.typeText(precomposed)
    #expect(form.validity(of: key).isValid)
    field.replaceText(with: decomposed)
    #expect(form.validity(of: key).isInvalid)
    #expect(form.value(key) == .text(decomposed))
    #expect(form.currentValues.text(key).unicodeScalars.count == 5)
    #expect(form.invariantViolations().isEmpty)
  }

  @Test func typingACombiningMarkJoinsTheLastCharacterAndKeepsBothScalars() {
    let field = EntryField()
    field.maxLength = 4
    field.tap()
    field.typeText("cafe")
    field.typeText("\u{301}")
    #expect(field.machine.state.characterCount == 4)
    #expect(field.machine.state.counterText == "4/4")
    #expect((field.text ?? "").unicodeScalars.count == 5)
    #expect(!field.hasError)
  }

  @Test(arguments: [
    ("maxLength(2)", ValidationRule<AttackKey>.maxLength(2)),
    ("exactLength(2)", .exactLength(2)),
    ("pattern [a-z]+", .pattern { /[a-z]+/ }),
    ("email", .email()), ("url", .url()), ("greaterThan(0)", .greaterThan(0)),
    ("smallerThan(1.5)", .smallerThan(1.5)), ("required", .required()),
  ])
  func aWhitespaceOnlyValueFailsEveryRule(name: String, rule: ValidationRule<AttackKey>) {
    // Three or more characters each: over `maxLength(2)`, not `exactLength(2)`.
    for blank in ["   ", "\t\t\t", "\n\n\n", "\u{A0}\u{2003}\u{3000}", " \r\n  "] {
      #expect(checkRule(rule, blank) != nil, "\(name) passed \(blank.debugDescription)")
    }
    if name != "required" { #expect(checkRule(rule, "") == nil, "\(name) failed \"\"") }
  }

  @Test func lengthRulesCountWhitespaceAsTypedAndNeverTrim() {
    #expect(checkRule(.maxLength(3), "  ab  ")?.rule == .maxLength)
    #expect(checkRule(.exactLength(4), " ab ") == nil)
    #expect(checkRule(.minLength(3), "   ") == nil)
    #expect(checkRule(.pattern { /[a-z]+/ }, " ada") != nil)
    #expect(checkRule(.email(), " ada@example.com") != nil)
    #expect(checkRule(.email(), "ada@example.com\n") != nil)
  }

  @Test func equalToFailsAnEmptyConfirmationOfANonEmptySource() {
    #expect(checkRule(.equal(to: .at(1)), "", otherText: "secret")?.rule == .equalTo)
    #expect(checkRule(.equal(to: .at(1)), "   ", otherText: "secret")?.rule == .equalTo)
    #expect(checkRule(.equal(to: .at(1)), "", otherText: " ")?.rule == .equalTo)
    #expect(checkRule(.equal(to: .at(1)), "", otherText: "") == nil)
    #expect(checkRule(.equal(to: .at(1)), precomposed, otherText: decomposed) == nil)

    let form = Form<AttackKey>()
    let password = EntryField()
    let confirm = EntryField()
    form.add(password, for: .at(1))
    form.add(confirm, for: .at(0))
    form.setRules([.equal(to: .at(1))], for: .at(0))
    password.tap()
    password.typeText("secret")
    form.endEditing()
    #expect(form.validate(.at(0)).isInvalid)
    #expect(!form.submitNow().isSubmitted)
  }

  @Test(arguments: [
    "a..b@c.com", ".a@b.com", "a.@b.com", "a@b_c.com", "a[x@b.com", "a]x@b.com", "[a@b.com",
    "a,b@c.com", "a@b,c.com", "a@b..com", "a@.b.com", "a@b.com.", "a@-b.com", "a@b-.com",
    "a b@c.com", "\"a\"@b.com", "\"a b\"@c.com", "a@[1.2.3.4]", "a@[IPv6:::1]", "a@b.c",
    "a@b.123", "a(x)@b.com", "a<b>@c.com", "<a@b.com>", "a;b@c.com", "a:b@c.com", "a\\b@c.com",
    "a@@b.com", "a@b@c.com", "@b.com", "a@", "a@b", "a\u{0}@b.com", "a\u{200B}@b.com",
    "a@b\u{00A0}c.com", "a@\u{1F600}.com", "Ada Lovelace <ada@example.com>",
    String(repeating: "a", count: 65) + "@b.com",
    "a@" + String(repeating: "b", count: 64) + ".com",
    "a@" + String(repeating: "b.", count: 130) + "com",
  ])
  func emailRefusesWhatTheRFCsForbid(address: String) {
    #expect(checkRule(.email(), address)?.rule == .email, "\(address.debugDescription)")
  }

  @Test(arguments: [
    "a@b.com", "user+tag@sub.example.co.uk", "a!#$%&'*+-/=?^_`{|}~@b.com", "o'brien@b.io",
    "jos\u{E9}@ex\u{E4}mple.com", "用户@例子.广告", "почта@пример.рф", "δοκιμή@παράδειγμα.δοκιμή",
    "a@xn--p1ai.xn--p1ai", "a1@b2.c3", String(repeating: "a", count: 64) + "@b.com",
    "a@" + String(repeating: "b", count: 63) + ".com",
  ])
  func emailKeepsValidAndInternationalisedAddresses(address: String) {
    #expect(checkRule(.email(), address) == nil, "\(address.debugDescription)")
  }

  @Test func numericRulesCompareIntegersExactlyBeyondTwoToThe53() {
    let twoTo53 = 9_007_199_254_740_992
    #expect(Double("9007199254740993") == Double(twoTo53))  // A Double cannot tell them apart.
    #expect(checkRule(.greaterThan(twoTo53), "9007199254740993") == nil)
    #expect(checkRule(.greaterThan(Double(twoTo53)), "9007199254740993") == nil)
    #expect(checkRule(.greaterThan(twoTo53), "9007199254740992")?.rule == .greaterThan)
    #expect(checkRule(.smallerThan(twoTo53 + 1), "9007199254740992") == nil)
    #expect(checkRule(.smallerThan(twoTo53 + 1), "9007199254740993") != nil)
    #expect(checkRule(.greaterThanOrEqual(twoTo53 + 1), "9007199254740992.5") != nil)
    #expect(checkRule(.greaterThan(twoTo53), "9007199254740992.000001") == nil)
    #expect(checkRule(.smallerThanOrEqual(Int.max), "9223372036854775807") == nil)
    #expect(checkRule(.smallerThanOrEqual(Int.max), "9223372036854775808") != nil)
    #expect(checkRule(.greaterThanOrEqual(Int.min), "-9223372036854775809") != nil)
    // A Double bound is the decimal it prints as: 0.1 is one tenth, not the binary fraction
    // 0.1000000000000000055511151231257827… that the literal rounds to.
    #expect(checkRule(.greaterThan(0.1), "0.10000000000000000001") == nil)
    #expect(checkRule(.greaterThan(0.1), "0.1") != nil)
    #expect(checkRule(.greaterThanOrEqual(0.1), "1e-1") == nil)
    #expect(checkRule(.smallerThan(0.1), "0.09999999999999999999") == nil)
    #expect(checkRule(.smallerThanOrEqual(1e-5), "0.00001") == nil)
    #expect(checkRule(.greaterThan(1e22), "10000000000000000000001") == nil)
    #expect(checkRule(.greaterThan(0.1), "0.1") != nil)
    #expect(checkRule(.greaterThan(5), "5")?.message == "Enter a number greater than 5.")
  }

  @Test(arguments: [
    ("12", true), ("+12", true), ("-0", true), ("12.", true), (".5", true), ("1e3", true),
    ("2.5E-4", true), ("  7  ", true), ("1e400", false), ("inf", false), ("-infinity", false),
    ("nan", false), ("0x10", false), ("0x1p3", false), ("1,000", false), ("1 000", false),
    ("١٢", false), ("12a", false), ("e3", false), (".", false), ("1e", false), ("--1", false),
    ("   ", false),
  ])
  func numericRulesAcceptOnlyTheDocumentedDecimalSyntax(text: String, isNumber: Bool) {
    let violation = checkRule(.greaterThan(-1e300), text)
    #expect((violation?.parameters["notANumber"] == nil) == isNumber, "\(text.debugDescription)")
  }

  @Test func aNaNBoundFailsEveryNumberWithoutTrapping() {
    #expect(checkRule(.greaterThan(Double.nan), "1")?.rule == .greaterThan)
    #expect(checkRule(.smallerThanOrEqual(Double.nan), "1")?.rule == .smallerThanOrEqual)
    #expect(checkRule(.smallerThan(Double.infinity), "1e308") == nil)
    #expect(checkRule(.greaterThan(-Double.infinity), "-1e308") == nil)
  }
}
