import FieldMachines
import Testing

@Suite @MainActor struct FormNavigationTests {
  @Test func nextAndPreviousFollowTheKeyOrderAndEndAtTheEdges() {
    let fixture = FormFixture()
    let form = fixture.form
    #expect(form.next() == .name)
    #expect(form.next() == .email)
    #expect(form.previous() == .name)
    #expect(form.previous() == nil)
    #expect(form.activeKey == nil)
    #expect(form.previous() == .birthday)
    #expect(fixture.birthday.isActive)
    #expect(form.next() == nil)
    #expect(!fixture.birthday.isActive)
  }

  @Test func disabledFieldsAreSkippedOrStoppedAt() {
    let fixture = FormFixture()
    let form = fixture.form
    fixture.email.isEnabled = false
    form.hide(.password, when: Condition { _ in true })
    #expect(form.nextKey(after: .name) == .confirm)
    #expect(form.previousKey(before: .confirm) == .name)
    form.navigationOptions = [.stopsAtDisabledFields]
    #expect(form.nextKey(after: .name) == nil)
    #expect(form.returnKeyType(for: .name) == .done)
    #expect(form.nextKey(after: .email) == .confirm, "hidden fields are always skipped")
  }

  @Test func pickersAndDatesCanBeLeftOutOfNavigation() {
    let fixture = FormFixture()
    let form = fixture.form
    form.navigationOptions = [.skipsPickerAndDateFields]
    #expect(form.nextKey(after: .confirm) == nil)
    #expect(form.returnKeyType(for: .confirm) == .done)
    #expect(form.returnKeyType(for: .password) == .next)
    form.navigationOptions = []
    #expect(form.nextKey(after: .confirm) == .country)
  }

  @Test func returnMovesToTheNextFieldWhenAsked() {
    let fixture = FormFixture()
    let form = fixture.form
    fixture.name.tap()
    fixture.name.pressReturn()
    #expect(fixture.name.isActive, "by default Return keeps the field active, as MaterialFields")
    form.movesToNextOnReturn = true
    fixture.name.pressReturn()
    #expect(form.activeKey == .email)
    fixture.email.typeText("ada@example.com")
    fixture.email.pressReturn()
    #expect(form.activeKey == .password)
    #expect(form.hasBeenLeft(.email))
    form.navigationOptions = [.skipsPickerAndDateFields]
    form.focus(.confirm)
    fixture.confirm.pressReturn()
    #expect(form.activeKey == nil, "Return on the last field ends editing")
  }

  @Test func aFailedSubmitFocusesTheFirstInvalidField() async {
    let fixture = FormFixture()
    let form = fixture.form
    form.setRules([.required()], for: .password)
    form.setRules([.required()], for: .country)
    fixture.name.tap()
    let result = await form.submit()
    #expect(!result.isSubmitted)
    #expect(form.activeKey == .password)
    #expect(fixture.password.errorMessage == "This field is required.")
    #expect(fixture.country.errorMessage == "This field is required.")
    #expect(fixture.violations.isEmpty, "\(fixture.violations)")
  }
}
