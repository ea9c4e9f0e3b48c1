import FieldMachines
import Testing

@Suite @MainActor struct FormDisplayPolicyTests {
  @Test func immediatelyShowsAComputedErrorWhileTyping() {
    let fixture = FormFixture()
    let form = fixture.form
    form.setRules([.minLength(3)], for: .name, timing: .onChange)
    form.setDisplayPolicy(.immediately, for: .name)
    fixture.name.tap()
    fixture.name.typeText("a")
    #expect(fixture.name.errorMessage == "Use at least 3 characters.")
    fixture.name.typeText("bc")
    #expect(fixture.name.errorMessage == nil)
  }

  @Test func afterFirstLeaveComputesWhileTypingButShowsOnlyOnceLeft() {
    let fixture = FormFixture()
    let form = fixture.form
    form.setRules([.minLength(3)], for: .name, timing: .onChange)
    #expect(form.displayPolicy(of: .name) == .afterFirstLeave)
    fixture.name.tap()
    fixture.name.typeText("a")
    #expect(form.validity(of: .name).isInvalid)
    #expect(fixture.name.errorMessage == nil)
    fixture.name.resignFirstResponder()
    #expect(fixture.name.errorMessage == "Use at least 3 characters.")
    #expect(form.hasBeenLeft(.name))
  }

  @Test func afterSubmitHoldsErrorsBackUntilASubmit() async {
    let fixture = FormFixture()
    let form = fixture.form
    form.displayPolicy = .afterSubmit
    form.setRules([.required()], for: .name)
    form.setRules([.required()], for: .email)
    fixture.fill(fixture.name, "")
    #expect(form.validity(of: .name).isInvalid)
    #expect(fixture.name.errorMessage == nil)
    let result = await form.submit()
    #expect(result == .rejected(form.validity.failures))
    #expect(fixture.name.errorMessage == "This field is required.")
    #expect(fixture.email.errorMessage == "This field is required.")
    #expect(form.activeKey == .name)
    #expect(fixture.violations.isEmpty, "\(fixture.violations)")
  }

  @Test func editingDismissesTheErrorUntilTheNextResultAsMaterialFieldsDoes() {
    let fixture = FormFixture()
    let form = fixture.form
    form.setRules([.required()], for: .name)
    fixture.fill(fixture.name, "")
    #expect(fixture.name.errorMessage == "This field is required.")
    fixture.name.tap()
    #expect(fixture.name.errorMessage == nil)
    #expect(fixture.violations.isEmpty, "\(fixture.violations)")
    fixture.name.resignFirstResponder()
    #expect(fixture.name.errorMessage == "This field is required.")
  }

  @Test func anErrorTheAppSetsDirectlyStaysUntilTheNextValidation() {
    let fixture = FormFixture()
    let form = fixture.form
    form.setRules([.required()], for: .email)
    fixture.email.setError(withText: "Server says no")
    #expect(form.displayedError(of: .email) == "Server says no")
    form.displayPolicy = .immediately
    #expect(fixture.email.errorMessage == "Server says no")
    fixture.fill(fixture.email, "ada@example.com")
    #expect(fixture.email.errorMessage == nil)
    #expect(fixture.violations.isEmpty, "\(fixture.violations)")
  }

  @Test func changingThePolicyUpdatesWhatIsShown() {
    let fixture = FormFixture()
    let form = fixture.form
    form.setRules([.required()], for: .name, timing: .onDemand)
    form.validate(.name)
    #expect(fixture.name.errorMessage == nil)
    form.displayPolicy = .immediately
    #expect(fixture.name.errorMessage == "This field is required.")
    form.setDisplayPolicy(.afterSubmit, for: .name)
    #expect(fixture.name.errorMessage == nil)
  }
}
