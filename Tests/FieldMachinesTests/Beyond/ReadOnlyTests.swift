import FieldMachines
import FieldMachinesTesting
import Foundation
import Testing

/// Read-only fields: focusable and selectable, not editable; distinct from disabled.
@Suite struct ReadOnlyTests {
  // MARK: Text machines

  @Test(arguments: TextKind.allCases)
  func aReadOnlyTextFieldTakesFocusAndKeepsItsError(kind: TextKind) {
    var machine = TextMachineHarness(
      kind, state: TextFieldState(error: .message("Invalid"), text: "42", isReadOnly: true))
    #expect(machine.handle(.beginRequested(allowed: true)) == [.didBeginEditing])
    #expect(machine.state.focus == .active)
    #expect(machine.state.error == .message("Invalid"))
    #expect(!machine.state.isEditable)
    #expect(machine.handle(.endRequested(allowed: true)) == [.didEndEditing])
  }

  @Test(arguments: TextKind.allCases)
  func typingAndClearAreRefused(kind: TextKind) {
    var machine = TextMachineHarness(
      kind, state: TextFieldState(focus: .active, text: "42", isReadOnly: true))
    let before = machine.state
    for event: EntryFieldMachine.Event in [
      .textEdited(.insert("1"), allowed: true), .textEdited(.deleteBackward, allowed: true),
      .textEdited(.replaceAll(""), allowed: true), .clearTapped(allowed: true),
    ] {
      #expect(machine.handle(event) == [], "\(event)")
    }
    #expect(machine.state == before)
    #expect(!machine.state.canClearText)
  }

  @Test func aReadOnlyEntryStillReturnsSoAFormCanMoveOn() {
    var machine = EntryFieldMachine(state: TextFieldState(focus: .active, isReadOnly: true))
    #expect(machine.handle(.returnPressed(allowed: true)) == [.didReturn])
  }

  @Test(arguments: TextKind.allCases)
  func readOnlyChangesKeepTheFocusAndFireNothing(kind: TextKind) {
    var machine = TextMachineHarness(kind, state: TextFieldState(focus: .active, text: "a"))
    #expect(machine.handle(.readOnlyChanged(true)) == [])
    #expect(machine.state.focus == .active)
    #expect(machine.handle(.textEdited(.insert("b"), allowed: true)) == [])
    #expect(machine.handle(.readOnlyChanged(false)) == [])
    #expect(machine.handle(.textEdited(.insert("b"), allowed: true)) == [.didChangeText])
  }

  @Test(arguments: TextKind.allCases)
  func readOnlyIsNotDisabled(kind: TextKind) {
    var readOnly = TextMachineHarness(kind, state: TextFieldState(isReadOnly: true))
    var disabled = TextMachineHarness(kind, state: TextFieldState(isEnabled: false))
    #expect(readOnly.handle(.beginRequested(allowed: true)) == [.didBeginEditing])
    #expect(disabled.handle(.beginRequested(allowed: true)) == [])
  }

  // MARK: Text fields

  @Test func aReadOnlyEntryFieldAsksNoEditingDelegateAndHidesItsButtons() {
    let field = EntryField(placeholder: "Account")
    let delegate = RecordingEntryFieldDelegate()
    delegate.attach(to: field)
    field.text = "12345"
    field.isReadOnly = true
    field.tap()
    #expect(field.isActive)
    #expect(delegate.takeCalls() == [.shouldBeginEditing, .didBeginEditing])
    field.typeText("6")
    field.deleteBackward()
    field.replaceText(with: "")
    field.tapClear()
    #expect(delegate.takeCalls() == [])
    #expect(field.text == "12345")
    #expect(!field.appearance.showsClearTextButton)
    #expect(field.appearance.isReadOnly)
    #expect(!field.appearance.isDimmed)
    field.pressReturn()
    #expect(delegate.takeCalls() == [.shouldReturn])
  }

  @Test func aReadOnlyAreaRefusesReturnAndClearWithoutAsking() {
    let field = AreaField(placeholder: "Notes")
    let delegate = RecordingAreaFieldDelegate()
    delegate.attach(to: field)
    field.text = "line"
    field.isReadOnly = true
    field.tap()
    _ = delegate.takeCalls()
    field.pressReturn()
    field.tapClear()
    field.typeText("x")
    #expect(delegate.takeCalls() == [])
    #expect(field.text == "line")
    #expect(field.isActive)
  }

  // MARK: Picker

  @Test func aReadOnlyPickerFocusesWithoutOpeningAndKeepsItsError() {
    var picker = PickerFieldMachine(
      state: .init(error: .message("Pick one"), data: ["Red", "Green"], isReadOnly: true))
    #expect(picker.canOpen)
    #expect(picker.handle(.openRequested(allowed: true)) == [.didBeginEditing])
    #expect(picker.state.mode == .focused)
    #expect(picker.isActive && !picker.isOpen)
    #expect(picker.state.error == .message("Pick one"))
    #expect(picker.handle(.closeRequested) == [.didEndEditing])
    #expect(picker.state.mode == .closed)
  }

  @Test func aReadOnlyPickerRefusesSelectionTypingDoneAndClear() {
    var picker = PickerFieldMachine(
      state: .init(
        data: ["Red", "Green"], isManualEntryCapable: true, selection: .row(0), text: "Red",
        isClearable: true, isReadOnly: true))
    _ = picker.handle(.openRequested(allowed: true))
    let before = picker.state
    for event: PickerFieldMachine.Event in [
      .rowSelected(1), .rowSelected(2), .manualTextEdited(.insert("x")), .returnPressed,
      .doneTapped, .openRequested(allowed: true),
    ] {
      #expect(picker.handle(event) == [], "\(event)")
    }
    #expect(picker.state == before)
    _ = picker.handle(.closeRequested)
    #expect(picker.handle(.clearTapped) == [])
    #expect(picker.state.text == "Red")
  }

  @Test func aReadOnlyPickerWithoutRowsStillTakesFocus() {
    var picker = PickerFieldMachine(state: .init(isReadOnly: true))
    #expect(picker.handle(.openRequested(allowed: true)) == [.didBeginEditing])
    #expect(picker.handle(.dataAssigned([])) == [])
    #expect(picker.state.mode == .focused)
    #expect(picker.handle(.keyboardWillShow) == [.didEndEditing])
  }

  @Test func makingAnOpenPickerReadOnlyClosesItAsDoneWould() {
    var picker = PickerFieldMachine(
      state: .init(data: ["Red"], isManualEntryCapable: true, selection: .manual))
    _ = picker.handle(.openRequested(allowed: true))
    _ = picker.handle(.manualTextEdited(.insert("Mauve")))
    #expect(picker.handle(.readOnlyChanged(true)) == [.didChangeText, .didEndEditing])
    #expect(picker.state.mode == .closed)
    #expect(picker.state.text == "Mauve")
    _ = picker.handle(.openRequested(allowed: true))
    #expect(picker.state.mode == .focused)
    #expect(picker.handle(.readOnlyChanged(false)) == [.didEndEditing])
    #expect(picker.state.mode == .closed)
  }

  @Test func aStateBuiltReadOnlyAndOpenIsFocusedAndAnEditableFocusedOneClosed() {
    let readOnly = PickerFieldMachine(
      state: .init(mode: .openOnList, data: ["Red"], isReadOnly: true))
    #expect(readOnly.state.mode == .focused)
    let editable = PickerFieldMachine(state: .init(mode: .focused, data: ["Red"]))
    #expect(editable.state.mode == .closed)
    let disabled = PickerFieldMachine(
      state: .init(mode: .focused, isEnabled: false, isReadOnly: true))
    #expect(disabled.state.mode == .closed)
    #expect(readOnly.invariantViolations().isEmpty)
    #expect(editable.invariantViolations().isEmpty)
  }

  @Test func aFocusedReadOnlyPickerFieldHasNoWheelDoneOrClear() {
    let field = PickerField(placeholder: "Colour", data: ["Red", "Green"])
    field.isClearable = true
    field.setIndexTo(1)
    field.isReadOnly = true
    #expect(!field.appearance.showsClearButton)
    #expect(field.becomeFirstResponder())
    #expect(field.isActive && !field.isOpen)
    #expect(field.height == 43.5)
    #expect(field.appearance.titlePosition == .up)
    #expect(field.appearance.underlineColor == .borderHighlight)
    #expect(!field.appearance.showsDoneButton)
    field.selectRow(0)
    field.tapDone()
    #expect(field.text == "Green" && field.isActive)
    #expect(field.resignFirstResponder())
    #expect(!field.isActive)
  }

  // MARK: Date

  private static let march = Date(timeIntervalSince1970: 1_710_460_800)

  @Test func aReadOnlyDateFocusesWithoutTheWheelAndKeepsItsError() {
    var machine = DateFieldMachine(
      state: .init(error: .message("Too early"), date: Self.march, isReadOnly: true))
    #expect(machine.canOpen)
    #expect(machine.handle(.openRequested(allowed: true, now: Self.march)) == [.didBeginEditing])
    #expect(machine.state.mode == .focused)
    #expect(machine.isActive && !machine.isOpen && machine.state.wheelDate == nil)
    #expect(machine.state.error == .message("Too early"))
    let before = machine.state
    for event: DateFieldMachine.Event in [
      .dateScrolled(Self.march + 86_400), .doneTapped, .typingRequested(draft: "2024-01-01"),
      .draftEdited(.insert("1")), .typedDateCommitted(.date(Self.march), allowed: true),
      .clearTapped, .openRequested(allowed: true, now: Self.march),
    ] {
      #expect(machine.handle(event) == [], "\(event)")
    }
    #expect(machine.state == before)
    #expect(machine.handle(.keyboardWillShow) == [.didEndEditing])
    #expect(machine.state.mode == .closed)
  }

  @Test func makingAnOpenDateReadOnlyClosesItAsDoneWould() {
    var machine = DateFieldMachine()
    _ = machine.handle(.openRequested(allowed: true, now: Self.march))
    #expect(machine.handle(.readOnlyChanged(true)) == [.dateChanged, .didEndEditing])
    #expect(machine.state.date == Self.march)
    _ = machine.handle(.openRequested(allowed: true, now: Self.march))
    #expect(machine.handle(.readOnlyChanged(false)) == [.didEndEditing])
    #expect(machine.state.mode == .closed)
    #expect(machine.invariantViolations().isEmpty)
  }

  @Test func aReadOnlyDateFieldRefusesTheClearPillAndTyping() {
    let field = DateField(placeholder: "Start", now: { Self.march })
    field.isClearable = true
    field.date = Self.march
    field.isReadOnly = true
    #expect(!field.appearance.showsClearButton)
    field.tapClear()
    #expect(field.date == Self.march)
    field.opensForTyping = true
    #expect(field.becomeFirstResponder())
    #expect(field.isActive && !field.isOpen && !field.isTyping)
    #expect(field.height == 43.5)
    #expect(!field.appearance.showsDoneButton)
    #expect(field.appearance.isReadOnly)
    field.switchToTyping()
    field.scrollDate(to: Self.march + 86_400)
    #expect(field.date == Self.march)
    #expect(field.resignFirstResponder())
    #expect(!field.isActive)
  }
}
