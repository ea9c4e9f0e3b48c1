import FieldMachines
import Testing

@Suite @MainActor struct FormSubmitTests {
  final class Account: FormModel {
    typealias Key = SignUpKey
    var stored: [SignUpKey: FormValue] = [:]
    var setCount = 0
    var reserved: Set<String> = ["admin@example.com"]

    func validateValue(
      _ value: inout FormValue, forKey key: SignUpKey
    )
      throws(RuleViolation)
    {
      guard case .text(let text) = value else { return }
      let normalised = text.lowercased()
      if reserved.contains(normalised) {
        throw RuleViolation(rule: .model, message: "This address is reserved.")
      }
      value = .text(normalised)
    }

    func setValue(_ value: FormValue, forKey key: SignUpKey) {
      stored[key] = value
      setCount += 1
    }
  }

  @Test func aValidFormSubmitsItsValues() async {
    let fixture = FormFixture()
    let form = fixture.form
    form.setRules([.required()], for: .name)
    fixture.name.text = "Ada"
    let result = await form.submit()
    #expect(result == .submitted(form.values()))
    #expect(form.submitCount == 1)
    #expect(!form.isSubmitting)
    #expect(form.validity == .valid)
  }

  @Test func theModelValidatesLastAndReceivesOnlyValidAdjustedValues() {
    let fixture = FormFixture()
    let form = fixture.form
    let account = Account()
    form.model = account
    form.setRules([.required(), .email()], for: .email)
    fixture.fill(fixture.email, "not an email")
    #expect(account.stored.isEmpty)
    fixture.fill(fixture.email, "Admin@example.com")
    #expect(form.validity(of: .email).failures.map(\.rule) == [.model])
    #expect(fixture.email.errorMessage == "This address is reserved.")
    #expect(account.stored.isEmpty)
    fixture.fill(fixture.email, "Ada@Example.com")
    #expect(account.stored == [.email: .text("ada@example.com")])
    fixture.fill(fixture.email, "Ada@Example.com")
    #expect(account.setCount == 1, "an unchanged value is not handed over again")
  }

  @Test func aModelFailureIsLocalisedLikeAnyRule() {
    let fixture = FormFixture()
    let form = fixture.form
    let account = Account()
    form.model = account
    form.messages = ValidationMessages([.model: "Adresse réservée."])
    fixture.fill(fixture.email, "admin@example.com")
    #expect(fixture.email.errorMessage == "Adresse réservée.")
    withExtendedLifetime(account) {}
  }

  @Test func aRejectedSubmitCountsAndRevealsEveryError() async {
    let fixture = FormFixture()
    let form = fixture.form
    form.displayPolicy = .afterSubmit
    form.setRules([.required()], for: .name)
    form.setRules([.required()], for: .birthday)
    form.focusesFirstInvalidFieldOnSubmit = false
    let result = await form.submit()
    #expect(result == .rejected(form.validity.failures))
    #expect(form.validity.failures.map(\.key) == [.name, .birthday])
    #expect(form.activeKey == nil)
    #expect(fixture.birthday.errorMessage == "This field is required.")
    #expect(form.submitCount == 1)
  }
}
