import FieldMachines
import Testing

@Suite @MainActor struct FormTimingTests {
  @Test func onEndEditingIsTheDefaultAndValidatesWhenTheFieldIsLeft() {
    let fixture = FormFixture()
    let form = fixture.form
    form.setRules([.required(), .email()], for: .email)
    #expect(form.timing(of: .email) == .onEndEditing)
    fixture.email.tap()
    fixture.email.typeText("ada")
    #expect(form.validity(of: .email) == .unvalidated)
    fixture.email.resignFirstResponder()
    #expect(form.validity(of: .email).failures.map(\.rule) == [.email])
    #expect(fixture.email.errorMessage == "Enter a valid email address.")
    #expect(fixture.violations.isEmpty, "\(fixture.violations)")
  }

  @Test func onChangeValidatesAfterEveryChangeIncludingProgrammaticOnes() {
    let fixture = FormFixture()
    let form = fixture.form
    form.setRules([.minLength(3)], for: .name, timing: .onChange)
    fixture.name.tap()
    fixture.name.typeText("ab")
    #expect(form.validity(of: .name).failures.map(\.rule) == [.minLength])
    fixture.name.typeText("c")
    #expect(form.validity(of: .name) == .valid)
    fixture.name.text = "x"
    #expect(form.validity(of: .name).isInvalid)
  }

  @Test func onChangeAfterFirstEndWaitsForTheFirstLeaveThenFollowsEveryChange() {
    let fixture = FormFixture()
    let form = fixture.form
    form.setRules([.minLength(3)], for: .name, timing: .onChangeAfterFirstEnd)
    fixture.name.tap()
    fixture.name.typeText("ab")
    #expect(form.validity(of: .name) == .unvalidated)
    fixture.name.resignFirstResponder()
    #expect(form.validity(of: .name).isInvalid)
    fixture.name.tap()
    fixture.name.typeText("c")
    #expect(form.validity(of: .name) == .valid)
    #expect(fixture.name.errorMessage == nil)
  }

  @Test func onDemandValidatesOnlyWhenAsked() {
    let fixture = FormFixture()
    let form = fixture.form
    form.setRules([.required()], for: .name, timing: .onDemand)
    fixture.fill(fixture.name, "")
    #expect(form.validity(of: .name) == .unvalidated)
    #expect(form.validate(.name).failures.map(\.rule) == [.required])
    #expect(fixture.name.errorMessage == "This field is required.")
    fixture.name.text = "Ada"
    #expect(form.validity(of: .name).isInvalid)
    #expect(form.validate() == .valid)
    #expect(fixture.name.errorMessage == nil)
  }

  @Test func dependentRulesAreRecheckedWhenTheirSourceChangesOnceValidated() {
    let fixture = FormFixture()
    let form = fixture.form
    form.setRules([.required()], for: .password)
    form.setRules([.required(), .equal(to: .password)], for: .confirm)
    fixture.fill(fixture.password, "secret")
    fixture.password.tap()
    fixture.password.typeText("!")
    #expect(form.validity(of: .confirm) == .unvalidated, "an untouched confirm stays quiet")
    fixture.password.resignFirstResponder()
    fixture.fill(fixture.confirm, "secret")
    #expect(form.validity(of: .confirm).failures.map(\.rule) == [.equalTo])
    #expect(fixture.confirm.errorMessage == "The values do not match.")
    fixture.password.tap()
    fixture.password.deleteBackward()
    #expect(form.validity(of: .confirm) == .valid)
    #expect(fixture.confirm.errorMessage == nil)
  }

  @Test func pickerAndDateFieldsValidateWhenTheyClose() {
    let fixture = FormFixture()
    let form = fixture.form
    form.setRules([.required()], for: .country)
    form.setRules(
      [.dateRange(from: nil, to: FormFixture.now.addingTimeInterval(-86_400))], for: .birthday)
    fixture.country.tap()
    fixture.country.selectRow(3)
    fixture.country.tapDone()
    #expect(form.validity(of: .country).failures.map(\.rule) == [.required])
    fixture.birthday.tap()
    fixture.birthday.tapDone()
    #expect(form.validity(of: .birthday).failures.map(\.rule) == [.dateRange])
    fixture.birthday.tap()
    fixture.birthday.scrollDate(to: FormFixture.now.addingTimeInterval(-10 * 86_400))
    fixture.birthday.tapDone()
    #expect(form.validity(of: .birthday) == .valid)
    #expect(fixture.violations.isEmpty, "\(fixture.violations)")
  }
}
