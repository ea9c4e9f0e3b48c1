import FieldMachines
import FieldMachinesTesting
import Testing

/// The character counter and the length overflow of entry and area fields.
@Suite struct CounterAndOverflowTests {
  @Test(arguments: TextKind.allCases)
  func theCounterCountsCharacters(kind: TextKind) {
    var machine = TextMachineHarness(
      kind, state: TextFieldState(focus: .active, text: "👍🏽é", maxLength: 40))
    #expect(machine.state.counterText == "2/40")
    #expect(machine.handle(.textEdited(.insert("abcdefghij"), allowed: true)) == [.didChangeText])
    #expect(machine.state.counterText == "12/40")
    #expect(machine.state.supportingRow.counterText == "12/40")
    #expect(!machine.state.supportingRow.isCounterOverflowing)
    #expect(TextFieldState().counterText == nil)
  }

  @Test(arguments: TextKind.allCases)
  func inputPastTheLimitIsKeptFlaggedAndAnnouncedOnce(kind: TextKind) {
    var machine = TextMachineHarness(
      kind, state: TextFieldState(focus: .active, text: "abc", maxLength: 4))
    #expect(machine.handle(.textEdited(.insert("d"), allowed: true)) == [.didChangeText])
    let message = TextFieldState.defaultOverflowMessage
    #expect(
      machine.handle(.textEdited(.insert("e"), allowed: true))
        == [.errorShown, .announceError(message), .didChangeText])
    #expect(machine.state.text == "abcde")
    #expect(machine.state.shownError == .message(message))
    #expect(machine.state.error == .none)
    #expect(machine.state.supportingRow.isCounterOverflowing)
    #expect(machine.handle(.textEdited(.insert("f"), allowed: true)) == [.didChangeText])
    #expect(machine.handle(.textEdited(.deleteBackward, allowed: true)) == [.didChangeText])
    #expect(
      machine.handle(.textEdited(.deleteBackward, allowed: true))
        == [.errorCleared, .didChangeText])
    #expect(machine.state.shownError == .none)
  }

  @Test(arguments: TextKind.allCases)
  func theRefusePolicyRefusesGrowthPastTheLimitButNotShrinking(kind: TextKind) {
    var machine = TextMachineHarness(
      kind,
      state: TextFieldState(
        focus: .active, text: "abcd", maxLength: 4, lengthLimitPolicy: .refuse))
    let before = machine.state
    #expect(machine.handle(.textEdited(.insert("e"), allowed: true)) == [])
    #expect(machine.handle(.textEdited(.replaceAll("abcdefgh"), allowed: true)) == [])
    #expect(machine.handle(.returnPressed(allowed: true)) == (kind == .entry ? [.didReturn] : []))
    #expect(machine.state == before)
    #expect(machine.handle(.textEdited(.replaceAll("wxyz"), allowed: true)) == [.didChangeText])
    #expect(machine.handle(.textEdited(.deleteBackward, allowed: true)) == [.didChangeText])
    #expect(machine.state.text == "wxy")
  }

  @Test(arguments: TextKind.allCases)
  func textOverTheLimitFromTheAppIsFlaggedSilentlyAndCanBeShortened(kind: TextKind) {
    var machine = TextMachineHarness(
      kind, state: TextFieldState(focus: .active, maxLength: 2, lengthLimitPolicy: .refuse))
    #expect(machine.handle(.textAssigned("abcd")) == [])
    #expect(machine.state.isOverMaxLength)
    #expect(machine.state.shownError.isShown)
    #expect(machine.handle(.textEdited(.deleteBackward, allowed: true)) == [.didChangeText])
    #expect(
      machine.handle(.textEdited(.replaceAll("xyz"), allowed: true)) == [.didChangeText],
      "an edit that keeps the length is allowed even over the limit: only growth is refused")
    #expect(machine.handle(.textEdited(.insert("!"), allowed: true)) == [])
    #expect(
      machine.handle(.textEdited(.deleteBackward, allowed: true))
        == [.errorCleared, .didChangeText])
    #expect(machine.handle(.maxLengthChanged(1)) == [])
    #expect(machine.state.shownError.isShown)
    #expect(machine.handle(.maxLengthChanged(nil)) == [])
    #expect(machine.state.shownError == .none)
    #expect(machine.state.counterText == nil)
  }

  @Test(arguments: TextKind.allCases)
  func theAppsErrorWinsOverTheOverflowAndItsRemovalRevealsIt(kind: TextKind) {
    var machine = TextMachineHarness(
      kind, state: TextFieldState(focus: .active, text: "abc", maxLength: 2))
    #expect(machine.handle(.errorSet("Required")) == [.errorShown, .announceError("Required")])
    #expect(machine.state.shownError == .message("Required"))
    let overflow = TextFieldState.defaultOverflowMessage
    #expect(machine.handle(.errorRemoved) == [.errorShown, .announceError(overflow)])
    #expect(machine.handle(.errorRemoved) == [], "the overflow is not the app's to remove")
    #expect(machine.handle(.errorSet(overflow)) == [], "the same shown message again is silent")
    #expect(machine.state.error == .message(overflow))
  }

  @Test(arguments: TextKind.allCases)
  func theOverflowMessageIsReplaceable(kind: TextKind) {
    var machine = TextMachineHarness(
      kind, state: TextFieldState(focus: .active, text: "abc", maxLength: 3))
    #expect(machine.handle(.overflowMessageChanged("At most 3 letters")) == [])
    #expect(
      machine.handle(.textEdited(.insert("d"), allowed: true))
        == [.errorShown, .announceError("At most 3 letters"), .didChangeText])
  }

  @Test(arguments: TextKind.allCases)
  func beginningToEditKeepsTheOverflowShown(kind: TextKind) {
    var machine = TextMachineHarness(
      kind, state: TextFieldState(error: .message("Required"), text: "abc", maxLength: 2))
    let overflow = TextFieldState.defaultOverflowMessage
    #expect(
      machine.handle(.beginRequested(allowed: true))
        == [.errorShown, .announceError(overflow), .didBeginEditing])
    #expect(machine.state.error == .none)
  }

  @Test func aNegativeLimitIsZero() {
    let machine = EntryFieldMachine(state: TextFieldState(text: "a", maxLength: -3))
    #expect(machine.state.maxLength == 0)
    #expect(machine.state.counterText == "1/0")
    #expect(machine.invariantViolations().isEmpty)
  }

  // MARK: Fields

  @Test func theFieldShowsTheCounterInTheErrorColourWhenOver() {
    let field = EntryField(placeholder: "Code")
    field.maxLength = 3
    field.tap()
    field.typeText("abc")
    #expect(field.appearance.counterText == "3/3")
    #expect(field.appearance.counterColor == .supportingText)
    #expect(!field.hasError)
    field.typeText("d")
    #expect(field.appearance.counterText == "4/3")
    #expect(field.appearance.counterColor == .errorText)
    #expect(field.hasError)
    #expect(field.errorMessage == TextFieldState.defaultOverflowMessage)
    #expect(field.appearance.underlineColor == .borderError)
    #expect(field.height == 63.0)
  }

  @Test func refusedInputAsksNoDelegate() {
    let field = AreaField(placeholder: "Notes")
    let delegate = RecordingAreaFieldDelegate()
    delegate.attach(to: field)
    field.maxLength = 2
    field.lengthLimitPolicy = .refuse
    field.tap()
    field.typeText("ab")
    _ = delegate.takeCalls()
    field.typeText("c")
    field.pressReturn()
    #expect(delegate.takeCalls() == [])
    #expect(field.text == "ab")
    field.deleteBackward()
    #expect(
      delegate.takeCalls() == [.shouldChangeText(range: 1..<2, replacement: ""), .didChange])
  }
}
