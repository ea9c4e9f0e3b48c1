import FieldMachines
import FieldMachinesTesting
import Testing

/// The entry field's clear-text button and password-visibility toggle.
@Suite struct TrailingActionTests {
  // MARK: Clear

  @Test func theClearButtonShowsOnlyWhileEditingANonEmptyField() {
    let field = EntryField(placeholder: "Search")
    field.text = "swift"
    #expect(!field.showsClearTextButton)
    field.tap()
    #expect(field.showsClearTextButton && field.appearance.showsClearTextButton)
    field.replaceText(with: "")
    #expect(!field.showsClearTextButton)
    field.typeText("x")
    field.isReadOnly = true
    #expect(!field.showsClearTextButton)
    field.isReadOnly = false
    field.resignFirstResponder()
    #expect(!field.appearance.showsClearTextButton)
  }

  @Test func tapClearConsultsShouldClearThenEmptiesTheTextAsAUserEdit() {
    let field = EntryField(placeholder: "Search")
    let delegate = RecordingEntryFieldDelegate()
    delegate.attach(to: field)
    field.tap()
    field.typeText("swift")
    _ = delegate.takeCalls()
    field.tapClear()
    #expect(delegate.takeCalls() == [.shouldClear, .didChange])
    #expect(field.text == "")
    #expect(field.isActive)
  }

  @Test func shouldClearVetoesTheClear() {
    let field = EntryField(placeholder: "Search")
    let delegate = RecordingEntryFieldDelegate(
      answers: FieldDelegateAnswers(shouldClear: false))
    delegate.attach(to: field)
    field.tap()
    field.typeText("swift")
    _ = delegate.takeCalls()
    field.tapClear()
    #expect(delegate.takeCalls() == [.shouldClear])
    #expect(field.text == "swift")
    delegate.answers.shouldClear = true
    field.tapClear()
    #expect(delegate.takeCalls() == [.shouldClear, .didChange])
  }

  @Test func tapClearWithoutTheButtonAsksNothing() {
    let field = EntryField(placeholder: "Search")
    let delegate = RecordingEntryFieldDelegate()
    delegate.attach(to: field)
    field.text = "swift"
    field.tapClear()
    field.tap()
    _ = delegate.takeCalls()
    field.text = ""
    field.tapClear()
    #expect(delegate.takeCalls() == [])
  }

  @Test func clearMachineScript() {
    var machine = EntryFieldMachine(state: TextFieldState(focus: .active, text: "abc"))
    #expect(machine.handle(.clearTapped(allowed: false)) == [])
    #expect(machine.state.text == "abc")
    #expect(machine.handle(.clearTapped(allowed: true)) == [.didChangeText])
    #expect(machine.state.text == "")
    #expect(machine.handle(.clearTapped(allowed: true)) == [])
    var overflowing = EntryFieldMachine(
      state: TextFieldState(focus: .active, text: "abc", maxLength: 2))
    #expect(overflowing.handle(.clearTapped(allowed: true)) == [.errorCleared, .didChangeText])
    var inactive = EntryFieldMachine(state: TextFieldState(text: "abc"))
    #expect(inactive.handle(.clearTapped(allowed: true)) == [])
  }

  @Test func theAreaClearIsAMachineEventToo() {
    var machine = AreaFieldMachine(state: TextFieldState(focus: .active, text: "a\nb"))
    #expect(machine.handle(.clearTapped(allowed: true)) == [.didChangeText])
    #expect(machine.state.text == "")
  }

  // MARK: Password visibility

  @Test func theToggleRevealsAndMasksASecureValue() {
    var machine = EntryFieldMachine(state: TextFieldState(text: "pa55"))
    #expect(machine.handle(.visibilityToggled) == [], "a plain field has no toggle")
    #expect(machine.handle(.secureTextEntryChanged(true)) == [])
    #expect(machine.state.security == .masked)
    #expect(machine.handle(.visibilityToggled) == [.textVisibilityChanged(isRevealed: true)])
    #expect(machine.state.security == .revealed)
    #expect(machine.handle(.secureTextEntryChanged(true)) == [], "stays revealed")
    #expect(machine.state.security == .revealed)
    #expect(machine.handle(.visibilityToggled) == [.textVisibilityChanged(isRevealed: false)])
    #expect(machine.handle(.enabledChanged(false)) == [])
    #expect(machine.handle(.visibilityToggled) == [], "a disabled field has no toggle")
    #expect(machine.handle(.enabledChanged(true)) == [])
    #expect(machine.handle(.secureTextEntryChanged(false)) == [])
    #expect(machine.state.security == .plain)
  }

  @Test func aSecureFieldShowsBulletsUntilRevealed() {
    let field = EntryField(placeholder: "Password")
    field.isSecureTextEntry = true
    field.tap()
    field.typeText("hunter2")
    #expect(field.text == "hunter2")
    #expect(field.appearance.value == "•••••••")
    #expect(field.appearance.isValueMasked)
    #expect(field.appearance.showsVisibilityToggle)
    #expect(field.showsVisibilityToggle)
    #expect(!field.isTextRevealed)
    field.togglePasswordVisibility()
    #expect(field.isTextRevealed)
    #expect(field.appearance.value == "hunter2")
    #expect(!field.appearance.isValueMasked)
    field.togglePasswordVisibility()
    #expect(field.appearance.value == "•••••••")
    field.resignFirstResponder()
    #expect(field.appearance.showsVisibilityToggle, "the toggle shows while inactive too")
    field.isEnabled = false
    #expect(!field.appearance.showsVisibilityToggle)
    field.togglePasswordVisibility()
    #expect(!field.isTextRevealed)
  }

  @Test func theToggleAsksNoDelegateAndChangesNoText() {
    let field = EntryField(placeholder: "Password")
    let delegate = RecordingEntryFieldDelegate()
    delegate.attach(to: field)
    field.isSecureTextEntry = true
    field.text = "x"
    field.togglePasswordVisibility()
    #expect(delegate.takeCalls() == [])
    #expect(field.text == "x")
  }

  @Test func anAreaIsNeverSecure() {
    let machine = AreaFieldMachine(state: TextFieldState(security: .masked))
    #expect(machine.state.security == .plain)
    #expect(machine.invariantViolations().isEmpty)
  }
}

/// The example that opens the BeyondMaterialFields article, as written there.
@Suite struct BeyondMaterialFieldsArticleTests {
  @Test func theOpeningExampleHolds() {
    let password = EntryField(placeholder: "Password")
    password.isSecureTextEntry = true
    password.helperText = "At least 12 characters"
    password.maxLength = 64
    password.reservesSupportingRow = true
    password.tap()
    password.typeText("correct horse")
    #expect(password.appearance.value == "•••••••••••••")
    #expect(password.supportingRow.counterText == "13/64")
    #expect(password.counterText == "13/64")
    #expect(password.height == 63.0)
    #expect(
      password.accessibility.label
        == "Password, 13 hidden characters, At least 12 characters, required")
    #expect(password.send(.visibilityToggled) == [.textVisibilityChanged(isRevealed: true)])
  }
}
