import FieldMachines
import FieldMachinesTesting
import Testing

/// Every row of the reference's §11.1 table, as fixed by issue 2, run against both text fields
/// with a recording delegate: next state, exact delegate calls in order, and height.
@Suite struct EntryAreaFieldTableTests {
  enum Begin: CaseIterable, Sendable { case tap, become }

  private func begin(_ harness: TextFieldHarness, by begin: Begin) {
    switch begin {
    case .tap: harness.field.tap()
    case .become: harness.field.becomeFirstResponder()
    }
  }

  // MARK: Idle

  @Test(arguments: TextKind.allCases, Begin.allCases)
  func idleBeginAllowedBecomesActive(kind: TextKind, by: Begin) {
    let harness = TextFieldHarness(kind)
    var seenAtDidBegin: (isActive: Bool, underline: ColorRole)?
    harness.onCall { call, field in
      if call == .didBeginEditing {
        seenAtDidBegin = (field.isActive, field.appearance.underlineColor)
      }
    }
    begin(harness, by: by)
    #expect(harness.takeCalls() == [.shouldBeginEditing, .didBeginEditing])
    #expect(harness.field.isActive)
    #expect(harness.field.appearance.titlePosition == .up)
    #expect(harness.field.appearance.underlineColor == .borderHighlight)
    #expect(harness.field.height == 43.5)
    // didBegin comes after the highlight for both kinds (MaterialFields' Area order).
    #expect(seenAtDidBegin?.isActive == true)
    #expect(seenAtDidBegin?.underline == .borderHighlight)
  }

  @Test(arguments: TextKind.allCases, Begin.allCases)
  func idleBeginVetoedStaysIdle(kind: TextKind, by: Begin) {
    let harness = TextFieldHarness(kind, answers: .init(shouldBeginEditing: false))
    begin(harness, by: by)
    #expect(harness.takeCalls() == [.shouldBeginEditing])
    #expect(!harness.field.isActive)
    #expect(harness.field.appearance.titlePosition == .down)
    #expect(harness.field.height == 43.5)
  }

  @Test(arguments: TextKind.allCases)
  func becomeFirstResponderReturnsWhetherActive(kind: TextKind) {
    let harness = TextFieldHarness(kind, answers: .init(shouldBeginEditing: false))
    #expect(harness.field.becomeFirstResponder() == false)
    harness.answers.shouldBeginEditing = true
    #expect(harness.field.becomeFirstResponder() == true)
    #expect(harness.field.becomeFirstResponder() == true)
    #expect(harness.takeCalls() == [.shouldBeginEditing, .shouldBeginEditing, .didBeginEditing])
  }

  @Test(arguments: TextKind.allCases, Begin.allCases)
  func idleWithErrorBeginClearsTheErrorBeforeDidBegin(kind: TextKind, by: Begin) {
    let harness = TextFieldHarness(kind)
    harness.field.setError(withText: "Required")
    #expect(harness.field.height == 63.0)
    var hadErrorAtDidBegin: Bool?
    harness.onCall { call, field in
      if call == .didBeginEditing { hadErrorAtDidBegin = field.hasError }
    }
    begin(harness, by: by)
    #expect(harness.takeCalls() == [.shouldBeginEditing, .didBeginEditing])
    #expect(hadErrorAtDidBegin == false)
    #expect(!harness.field.hasError)
    #expect(harness.field.errorMessage == nil)
    // MaterialFields' Area stays 48.5 here; fixed.
    #expect(harness.field.height == 43.5)
  }

  // MARK: Active: typing and return

  @Test(arguments: TextKind.allCases)
  func activeTypingAsksShouldChangeThenAnnounces(kind: TextKind) {
    let harness = TextFieldHarness(kind)
    harness.field.tap()
    _ = harness.takeCalls()
    harness.typeText("ab")
    harness.deleteBackward()
    harness.replaceText(with: "xyz")
    #expect(
      harness.takeCalls() == [
        .shouldChangeText(range: 0..<0, replacement: "ab"), .didChange,
        .shouldChangeText(range: 1..<2, replacement: ""), .didChange,
        .shouldChangeText(range: 0..<1, replacement: "xyz"), .didChange,
      ])
    #expect(harness.text == "xyz")
    #expect(harness.field.isActive)
    #expect(harness.field.height == 43.5)
  }

  @Test(arguments: TextKind.allCases)
  func activeTypingVetoedChangesNothing(kind: TextKind) {
    let harness = TextFieldHarness(kind, answers: .init(shouldChangeText: false))
    harness.field.tap()
    _ = harness.takeCalls()
    harness.typeText("a")
    #expect(harness.takeCalls() == [.shouldChangeText(range: 0..<0, replacement: "a")])
    #expect(harness.text == "")
  }

  @Test(arguments: TextKind.allCases)
  func activeTypingLinesGrowsOnlyTheArea(kind: TextKind) {
    let harness = TextFieldHarness(kind)
    harness.field.tap()
    harness.typeText("one\ntwo")
    #expect(harness.field.height == (kind == .entry ? 43.5 : 65.0))
    harness.typeText("\nthree")
    #expect(harness.field.height == (kind == .entry ? 43.5 : 86.5))
  }

  @Test(arguments: TextKind.allCases)
  func activeReturnKey(kind: TextKind) {
    let harness = TextFieldHarness(kind)
    harness.field.tap()
    harness.typeText("a")
    _ = harness.takeCalls()
    harness.pressReturn()
    switch kind {
    case .entry:
      #expect(harness.takeCalls() == [.shouldReturn])
      #expect(harness.text == "a")
      #expect(harness.field.height == 43.5)
    case .area:
      #expect(
        harness.takeCalls() == [
          .shouldReturn, .shouldChangeText(range: 1..<1, replacement: "\n"), .didChange,
        ])
      #expect(harness.text == "a\n")
      #expect(harness.field.height == 65.0)
    }
    #expect(harness.field.isActive)
  }

  // MARK: Active: ending

  @Test(arguments: TextKind.allCases)
  func activeResignAllowedEndsOnce(kind: TextKind) {
    let harness = TextFieldHarness(kind)
    harness.field.tap()
    _ = harness.takeCalls()
    var wasActiveAtDidEnd: Bool?
    harness.onCall { call, field in
      if call == .didEndEditing { wasActiveAtDidEnd = field.isActive }
    }
    #expect(harness.field.resignFirstResponder())
    #expect(harness.takeCalls() == [.shouldEndEditing, .didEndEditing])
    #expect(!harness.field.isActive)
    #expect(wasActiveAtDidEnd == false)
    #expect(harness.field.appearance.titlePosition == .down)
    #expect(harness.field.appearance.underlineColor == .border)
    #expect(harness.field.height == 43.5)
  }

  @Test(arguments: TextKind.allCases)
  func theTitleStaysUpAfterEndingWithText(kind: TextKind) {
    let harness = TextFieldHarness(kind)
    harness.field.tap()
    harness.typeText("a")
    harness.field.resignFirstResponder()
    #expect(harness.field.appearance.titlePosition == .up)
    #expect(harness.field.appearance.underlineColor == .border)
  }

  @Test(arguments: TextKind.allCases)
  func didEndSettingAnErrorLeavesIdleWithError(kind: TextKind) {
    let harness = TextFieldHarness(kind, answers: .init(errorOnDidEndEditing: "Required"))
    harness.field.tap()
    _ = harness.takeCalls()
    harness.field.resignFirstResponder()
    #expect(harness.takeCalls() == [.shouldEndEditing, .didEndEditing])
    #expect(!harness.field.isActive)
    #expect(harness.field.errorMessage == "Required")
    #expect(harness.field.height == 63.0)
  }

  @Test(arguments: TextKind.allCases)
  func aShouldEndVetoIsRespectedByTheFieldsOwnResign(kind: TextKind) {
    let harness = TextFieldHarness(kind, answers: .init(shouldEndEditing: false))
    harness.field.tap()
    _ = harness.takeCalls()
    #expect(harness.field.resignFirstResponder() == false)
    #expect(harness.takeCalls() == [.shouldEndEditing])
    #expect(harness.field.isActive)
    #expect(harness.field.appearance.underlineColor == .borderHighlight)
  }

  @Test(arguments: TextKind.allCases)
  func activeWithErrorResignKeepsTheError(kind: TextKind) {
    let harness = TextFieldHarness(kind)
    harness.field.tap()
    harness.field.setError(withText: "Too long")
    _ = harness.takeCalls()
    harness.field.resignFirstResponder()
    #expect(harness.takeCalls() == [.shouldEndEditing, .didEndEditing])
    #expect(harness.field.errorMessage == "Too long")
    #expect(harness.field.appearance.underlineColor == .borderError)
    #expect(harness.field.height == 63.0)
  }

  @Test(arguments: TextKind.allCases)
  func didEndFiresExactlyOncePerActivation(kind: TextKind) {
    let harness = TextFieldHarness(kind)
    for _ in 0..<3 {
      harness.field.tap()
      harness.answers.shouldEndEditing = false
      harness.field.resignFirstResponder()
      harness.answers.shouldEndEditing = true
      harness.field.resignFirstResponder()
      harness.field.resignFirstResponder()
      harness.field.isEnabled = false
      harness.field.isEnabled = true
    }
    let calls = harness.takeCalls()
    #expect(calls.filter { $0 == .didEndEditing }.count == 3)
    #expect(calls.filter { $0 == .didBeginEditing }.count == 3)
  }

  // MARK: Inactive no-ops

  @Test(arguments: TextKind.allCases)
  func resignOnAnInactiveFieldDoesNothing(kind: TextKind) {
    let harness = TextFieldHarness(kind)
    harness.field.setError(withText: "Bad")
    #expect(harness.field.resignFirstResponder())
    #expect(harness.takeCalls() == [])
    #expect(harness.field.errorMessage == "Bad")
  }

  @Test(arguments: TextKind.allCases)
  func typingAndReturnOnAnInactiveFieldAreNoOps(kind: TextKind) {
    let harness = TextFieldHarness(kind)
    harness.text = "a"
    harness.typeText("b")
    harness.deleteBackward()
    harness.replaceText(with: "z")
    harness.pressReturn()
    harness.field.keyboardWillShow()
    #expect(harness.takeCalls() == [])
    #expect(harness.text == "a")
  }

  @Test(arguments: TextKind.allCases)
  func anotherKeyboardAppearingLeavesAnActiveFieldAlone(kind: TextKind) {
    let harness = TextFieldHarness(kind)
    harness.field.tap()
    _ = harness.takeCalls()
    harness.field.keyboardWillShow()
    #expect(harness.takeCalls() == [])
    #expect(harness.field.isActive)
  }

  // MARK: Errors

  @Test(arguments: TextKind.allCases, [false, true])
  func setErrorCallsNoDelegateAndKeepsTheFocus(kind: TextKind, active: Bool) {
    let harness = TextFieldHarness(kind)
    if active { harness.field.tap() }
    _ = harness.takeCalls()
    harness.field.setError(withText: "Bad")
    #expect(harness.takeCalls() == [])
    #expect(harness.field.isActive == active)
    #expect(harness.field.hasError)
    #expect(harness.field.height == 63.0)
    harness.field.setError(withText: nil)
    #expect(harness.field.errorMessage == "")
    #expect(harness.field.height == 48.5)
    harness.field.setError(withText: "")
    #expect(harness.field.height == 48.5)
  }

  @Test(arguments: TextKind.allCases, [false, true])
  func removeErrorUIReturnsToTheErrorFreeHeight(kind: TextKind, active: Bool) {
    let harness = TextFieldHarness(kind)
    if active { harness.field.tap() }
    harness.field.setError(withText: "Bad")
    _ = harness.takeCalls()
    harness.field.removeErrorUI()
    #expect(harness.takeCalls() == [])
    #expect(!harness.field.hasError)
    #expect(harness.field.isActive == active)
    // MaterialFields' Area stays 5 pt taller (48.5) after its first error; fixed.
    #expect(harness.field.height == 43.5)
    #expect(
      harness.field.appearance.underlineColor == (active ? .borderHighlight : .border))
  }

  // MARK: Programmatic text

  @Test(arguments: TextKind.allCases, [false, true])
  func programmaticTextCallsNothingAndKeepsTheError(kind: TextKind, active: Bool) {
    let harness = TextFieldHarness(kind)
    if active { harness.field.tap() }
    harness.field.setError(withText: "Bad")
    _ = harness.takeCalls()
    harness.text = "one\ntwo"
    #expect(harness.takeCalls() == [])
    #expect(harness.field.errorMessage == "Bad")
    #expect(harness.field.isActive == active)
    #expect(harness.field.appearance.titlePosition == .up)
    #expect(harness.field.height == (kind == .entry ? 63.0 : 84.5))
    harness.text = nil
    #expect(harness.text == "")
    #expect(harness.takeCalls() == [])
    #expect(harness.field.appearance.titlePosition == (active ? .up : .down))
    #expect(harness.field.height == 63.0)
  }

  // MARK: Enabling

  @Test(arguments: TextKind.allCases, Begin.allCases)
  func disabledFieldsRefuseToActivateWithoutAsking(kind: TextKind, by: Begin) {
    let harness = TextFieldHarness(kind)
    harness.field.isEnabled = false
    begin(harness, by: by)
    #expect(harness.takeCalls() == [])
    #expect(!harness.field.isActive)
    #expect(harness.field.appearance.isDimmed)
  }

  @Test(arguments: TextKind.allCases)
  func disablingAnActiveFieldEndsEditingFirstWithOneDidEnd(kind: TextKind) {
    let harness = TextFieldHarness(kind)
    harness.field.tap()
    _ = harness.takeCalls()
    harness.field.isEnabled = false
    #expect(harness.takeCalls() == [.didEndEditing])
    #expect(!harness.field.isActive)
    harness.field.isEnabled = false
    harness.field.resignFirstResponder()
    harness.field.isEnabled = true
    #expect(harness.takeCalls() == [])
    #expect(!harness.field.isActive)
  }
}
