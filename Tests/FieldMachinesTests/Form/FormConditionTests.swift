import FieldMachines
import Testing

@Suite @MainActor struct FormConditionTests {
  @Test func conditionsAreReevaluatedWhenTheirValuesChange() {
    let fixture = FormFixture()
    let form = fixture.form
    form.hide(.confirm, when: .isEmpty(.password))
    form.disable(.email, when: .value(.country, is: .choice(.row(1), text: "Japan")))
    #expect(form.isHidden(.confirm))
    fixture.password.tap()
    fixture.password.typeText("s")
    #expect(!form.isHidden(.confirm))
    fixture.country.tap()
    fixture.country.selectRow(1)
    #expect(!fixture.email.isEnabled)
    fixture.country.selectRow(0)
    #expect(fixture.email.isEnabled)
  }

  @Test func hidingAnActiveFieldEndsItAndDropsItsValidation() {
    let fixture = FormFixture()
    let form = fixture.form
    form.setRules([.required()], for: .confirm)
    form.hide(.confirm, when: .isEmpty(.password))
    fixture.password.text = "secret"
    fixture.fill(fixture.confirm, "")
    #expect(fixture.confirm.errorMessage != nil)
    fixture.confirm.tap()
    fixture.password.text = ""
    #expect(!fixture.confirm.isActive)
    #expect(form.activeKey == nil)
    #expect(form.validity(of: .confirm) == .unvalidated)
    #expect(fixture.confirm.errorMessage == nil)
    fixture.password.text = "again"
    #expect(!form.hasBeenLeft(.confirm), "a field shown again starts untouched")
    #expect(fixture.violations.isEmpty, "\(fixture.violations)")
  }

  @Test func hiddenValuesAreKeptButNeitherExportedNorValidatedByDefault() async {
    let fixture = FormFixture()
    let form = fixture.form
    form.setRules([.required()], for: .name)
    fixture.name.text = "Ada"
    form.hide(.name, when: Condition { _ in true })
    #expect(form.values()[.name] == nil)
    #expect(form.values(includeHidden: true)[.name] == .text("Ada"))
    fixture.name.text = ""
    #expect(await form.submit().isSubmitted)
  }

  @Test func thePolicyCanEmptyHiddenFieldsAndValidateDisabledOnes() async {
    let fixture = FormFixture()
    let form = fixture.form
    form.conditionPolicy = ConditionPolicy(
      keepsHiddenValues: false, exportsDisabledValues: false, validatesDisabledFields: true)
    fixture.name.text = "Ada"
    form.hide(.name, when: !.isEmpty(.notes))
    form.hide(.name, when: Condition { _ in true })
    #expect(fixture.name.text == "")
    form.setRules([.required()], for: .email)
    fixture.email.isEnabled = false
    #expect(form.values()[.email] == nil)
    #expect(form.isIncluded(.email))
    let result = await form.submit()
    #expect(result == .rejected(form.validity(of: .email).failures))
  }

  @Test func aConditionCanBeRemoved() {
    let fixture = FormFixture()
    let form = fixture.form
    form.hide(.notes, when: Condition { _ in true })
    form.hide(.name, when: Condition { _ in true })
    form.disable(.email, when: Condition { _ in true })
    #expect(form.isHidden(.name) && !fixture.email.isEnabled)
    form.hide(.name, when: nil)
    form.disable(.email, when: nil)
    #expect(!form.isHidden(.name))
    #expect(!fixture.email.isEnabled, "without a condition the app owns isEnabled again")
  }
}
