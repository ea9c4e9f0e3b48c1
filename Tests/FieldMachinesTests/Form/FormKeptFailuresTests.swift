import FieldMachines
import Foundation
import Testing

/// Validate-all keeps each field's failures from its rules while nothing they depend on
/// changed — the field's value, its rules, the form's messages — and checks again as soon as
/// one does. These tests pin every change that must make the form check again, and the cases
/// where it must not keep anything: messages from an app's closure, and a date field's text,
/// which follows its format without a transition.
@MainActor
@Suite struct FormKeptFailuresTests {
  /// A changed value is checked again, however it changed: typed, assigned, or set by the
  /// form's values.
  @Test func aChangedValueIsCheckedAgain() {
    let fixture = FormFixture()
    let form = fixture.form
    form.setRules([.required(), .email()], for: .email)
    fixture.email.text = "ada"
    #expect(form.validate().failures.map(\.rule) == [.email])

    fixture.email.text = "ada@example.com"
    #expect(form.validate() == .valid)
    fixture.email.text = "ada@"
    #expect(form.validate().failures.map(\.rule) == [.email])
    fixture.email.text = ""
    #expect(form.validate().failures.map(\.rule) == [.required])
    #expect(fixture.violations.isEmpty)
  }

  /// New rules are checked at the next validation, not the failures of the old ones.
  @Test func newRulesAreCheckedAgain() {
    let fixture = FormFixture()
    let form = fixture.form
    fixture.name.text = "Ada"
    form.setRules([.minLength(5)], for: .name)
    #expect(form.validate().failures.map(\.rule) == [.minLength])

    form.setRules([.maxLength(5)], for: .name)
    #expect(form.validate() == .valid)
    form.setRules([.pattern(id: "digits", message: "Digits only.") { /[0-9]+/ }], for: .name)
    #expect(form.validate().failures.map(\.message) == ["Digits only."])
    #expect(form.validity(of: .name).failures.map(\.rule) == ["digits"])
    #expect(fixture.violations.isEmpty)
  }

  /// New messages reword the failures at the next validation.
  @Test func newMessagesRewordTheFailures() {
    let fixture = FormFixture()
    let form = fixture.form
    form.displayPolicy = .immediately
    form.setRules([.required()], for: .name)
    #expect(form.validate().failures.map(\.message) == ["This field is required."])

    form.messages = ValidationMessages([.required: "Champ obligatoire."])
    #expect(form.validate().failures.map(\.message) == ["Champ obligatoire."])
    #expect(fixture.name.errorMessage == "Champ obligatoire.")
    #expect(fixture.violations.isEmpty)
  }

  /// Messages from an app's closure are asked again at every validation: the closure may read
  /// a setting (a language) that changed since.
  @Test func messagesFromAClosureAreAskedAtEveryValidation() {
    let fixture = FormFixture()
    let form = fixture.form
    let language = CallCounter()
    form.messages = ValidationMessages { _, _ in language.count == 0 ? "Required." : "Requis." }
    form.setRules([.required()], for: .name)
    #expect(form.validate().failures.map(\.message) == ["Required."])

    language.count = 1
    #expect(form.validate().failures.map(\.message) == ["Requis."])
    #expect(fixture.violations.isEmpty)
  }

  /// A built-in rule that reads a date field's text sees the text its new format gives, though
  /// the change made no transition; one that reads only the date keeps its outcome.
  @Test func aDateTextRuleSeesANewFormat() {
    let fixture = FormFixture()
    let form = fixture.form
    fixture.birthday.timeZone = TimeZone(identifier: "UTC") ?? .current
    fixture.birthday.locale = Locale(identifier: "en_US_POSIX")
    fixture.birthday.date = FormFixture.now
    let long = fixture.birthday.text?.count ?? 0
    form.setRules([.minLength(long)], for: .birthday)
    #expect(form.validate() == .valid)

    fixture.birthday.formatStyle = Date.FormatStyle(
      date: .omitted, time: .shortened, locale: fixture.birthday.locale,
      timeZone: fixture.birthday.timeZone)
    #expect((fixture.birthday.text?.count ?? 0) < long)
    #expect(form.validate().failures.map(\.rule) == [.minLength])

    fixture.birthday.formatStyle = nil
    #expect(form.validate() == .valid)
    #expect(fixture.violations.isEmpty)
  }
}
