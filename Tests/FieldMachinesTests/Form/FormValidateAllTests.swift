import FieldMachines
import Foundation
import Testing

/// Validate-all keeps what it knows between runs instead of reading every field again: values
/// and texts stay current through the fields' transitions, and a value waiting for the model is
/// kept only where a model or an asynchronous rule will read it. These tests pin what must not
/// go stale.
@MainActor
@Suite struct FormValidateAllTests {
  /// The model of these tests: it records what it is handed.
  final class Recorder: FormModel {
    typealias Key = SignUpKey
    var stored: [SignUpKey: FormValue] = [:]

    func validateValue(_ value: inout FormValue, forKey key: SignUpKey) throws(RuleViolation) {}

    func setValue(_ value: FormValue, forKey key: SignUpKey) {
      stored[key] = value
    }
  }

  /// A date field's text follows its format, which changes without a transition: a rule that
  /// reads it sees the new text at the next validate-all, not the one the form read before.
  @Test func validateAllReadsADateTextAfterItsFormatChanged() {
    let fixture = FormFixture()
    let form = fixture.form
    fixture.birthday.timeZone = TimeZone(identifier: "UTC") ?? .current
    fixture.birthday.locale = Locale(identifier: "en_US_POSIX")
    fixture.birthday.date = FormFixture.now
    form.setRules(
      [
        .custom(id: "birthdayText") { context in
          context.values.text(.birthday).contains("2001") ? nil : "no year"
        }
      ], for: .name)
    #expect(form.validate(.name) == .valid)
    #expect(form.validity(of: .name) == .valid)

    fixture.birthday.formatStyle = Date.FormatStyle(
      date: .omitted, time: .shortened, locale: fixture.birthday.locale,
      timeZone: fixture.birthday.timeZone)
    #expect(fixture.birthday.text?.contains("2001") == false)
    form.validate()
    #expect(form.validity(of: .name).failures.map(\.message) == ["no year"])

    fixture.birthday.formatStyle = nil
    form.validate()
    #expect(form.validity(of: .name) == .valid)
    #expect(fixture.violations.isEmpty)
  }

  /// A date field that replaces another under the same key is read again like the one before
  /// it: the form follows the new field's format, not the old field's.
  @Test func aReplacedDateFieldsTextIsReadAfterItsFormatChanged() {
    let fixture = FormFixture()
    let form = fixture.form
    let birthday = DateField(placeholder: "Birthday", now: { FormFixture.now })
    birthday.timeZone = TimeZone(identifier: "UTC") ?? .current
    birthday.locale = Locale(identifier: "en_US_POSIX")
    birthday.date = FormFixture.now
    form.add(birthday, for: .birthday)
    form.setRules(
      [
        .custom(id: "birthdayText") { context in
          context.values.text(.birthday).contains("2001") ? nil : "no year"
        }
      ], for: .name)
    #expect(form.validate(.name) == .valid)

    birthday.formatStyle = Date.FormatStyle(
      date: .omitted, time: .shortened, locale: birthday.locale, timeZone: birthday.timeZone)
    form.validate()
    #expect(form.validity(of: .name).failures.map(\.message) == ["no year"])
    #expect(fixture.violations.isEmpty)
  }

  /// A form validated without a model keeps no value for one; a model set afterwards is handed
  /// each valid value at the next validate-all, and a changed value again.
  @Test func aModelSetAfterAValidationIsHandedTheValues() {
    let fixture = FormFixture()
    let form = fixture.form
    form.setRules([.required()], for: .name)
    fixture.name.text = "Ada"
    #expect(form.validate(.name) == .valid)

    let model = Recorder()
    form.model = model
    form.validate()
    #expect(model.stored[.name] == .text("Ada"))
    #expect(model.stored[.email] == .text(""))

    fixture.name.text = "Grace"
    form.validate()
    #expect(model.stored[.name] == .text("Grace"))
    withExtendedLifetime(model) {}
  }

  /// Fields given equal sets of built-in rules share one copy, checked without the form's key:
  /// each field still reports its own failures, under its own key and with a rule's own
  /// message, and a date range checks the date field's own date.
  @Test func equalBuiltInSetsCheckEachFieldsOwnValue() {
    let fixture = FormFixture()
    let form = fixture.form
    let short: RuleSet<SignUpKey> = [.required(), .minLength(3).message("Three or more.")]
    form.setRules(short, for: .name)
    form.setRules([.required(), .minLength(3).message("Three or more.")], for: .email)
    form.setRules(
      [.dateRange(from: FormFixture.now, to: nil, message: "Too early.")], for: .birthday)
    fixture.name.text = "Ada"
    fixture.email.text = "ab"
    fixture.birthday.date = FormFixture.now.addingTimeInterval(-86_400)
    form.validate()
    #expect(form.validity(of: .name) == .valid)
    #expect(form.validity(of: .email).failures.map(\.key) == [.email])
    #expect(form.validity(of: .email).failures.map(\.message) == ["Three or more."])
    #expect(form.validity(of: .birthday).failures.map(\.message) == ["Too early."])
    #expect(form.validity(of: .birthday).failures.first?.parameters["from"] != nil)

    fixture.birthday.date = FormFixture.now
    form.validate()
    #expect(form.validity(of: .birthday) == .valid)
    #expect(fixture.violations.isEmpty)
  }

  /// The form keeps whether each field is enabled from the field's reports instead of asking
  /// every field at each validate-all: a field the app disables or enables itself (no
  /// condition) counts as it is now, at once, in the field's outcome and the form's.
  @Test func aFieldEnabledOrDisabledDirectlyCountsAsItIsNow() {
    let fixture = FormFixture()
    let form = fixture.form
    form.setRules([.required()], for: .email)
    #expect(form.validate().failures.map(\.key) == [.email])

    fixture.email.isEnabled = false
    #expect(!form.isIncluded(.email))
    #expect(form.validate() == .valid)
    #expect(form.validity(of: .email) == .unvalidated)

    fixture.email.isEnabled = true
    #expect(form.isIncluded(.email))
    #expect(form.validate().failures.map(\.key) == [.email])
    #expect(form.validity(of: .email).isInvalid)
    #expect(fixture.violations.isEmpty)
  }

  /// The form's validity is built again only when something it is made of changed: it follows
  /// an outcome recorded without validate-all, and the condition policy, with no event between.
  @Test func theFormsValidityFollowsEachOutcomeAndThePolicy() {
    let fixture = FormFixture()
    let form = fixture.form
    form.setRules([.required()], for: .name)
    #expect(form.validate().failures.map(\.key) == [.name])
    fixture.name.text = "Ada"
    // Not validated yet (the name validates when left): the last outcome stands.
    #expect(form.validity.failures.map(\.key) == [.name])
    #expect(form.validate(.name) == .valid)
    #expect(form.validity == .valid)

    fixture.email.isEnabled = false
    #expect(form.validate() == .valid)
    #expect(form.validity == .valid)
    form.conditionPolicy.validatesDisabledFields = true
    #expect(form.validity == .unvalidated)
    #expect(form.validate() == .valid)
    #expect(fixture.violations.isEmpty)
  }
}
