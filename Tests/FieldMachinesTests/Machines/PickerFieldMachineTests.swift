import FieldMachines
import Testing

/// The three list rows most tests use.
let pickerColours = ["Red", "Green", "Blue"]

/// A normalised picker machine built from the parts a test cares about.
func pickerMachine(
  _ mode: PickerMode = .closed, data: [String] = pickerColours, manual: Bool = false,
  selection: PickerSelection = .row(0), text: String? = nil,
  error: ErrorState = .none, clearable: Bool = false
) -> PickerFieldMachine {
  PickerFieldMachine(
    state: .init(
      mode: mode, error: error, data: data, isManualEntryCapable: manual, selection: selection,
      text: text, isClearable: clearable))
}

/// The height of a picker in this state with MaterialFields' metrics.
func pickerHeight(_ machine: PickerFieldMachine) -> Double {
  FieldMetrics.materialFields.height(
    textLines: 1, errorLines: machine.state.error.layoutLineCount, isWheelOpen: machine.isOpen)
}

/// Script-style transitions for every row of the reference's §11.2 PickerField table, as fixed
/// by issue 2 (the MaterialFields row is quoted above each test), plus no-ops and clamping.
@Suite struct PickerFieldMachineTests {
  // MARK: §11.2 rows

  /// C | tap, veto | C | – | shouldBegin | 43.5 / 63
  @Test func closedVetoedOpenStaysClosed() {
    for error in [ErrorState.none, .message("Required")] {
      var picker = pickerMachine(error: error)
      let before = picker.state
      #expect(picker.canOpen)
      #expect(picker.handle(.openRequested(allowed: false)) == [])
      #expect(picker.state == before)
      #expect(pickerHeight(picker) == (error.isShown ? 63 : 43.5))
    }
  }

  /// C | tap or become, data empty | C | – | shouldBegin (tap only). Fixed: the picker cannot
  /// open, so the field does not even ask.
  @Test func closedOpenWithoutRowsIsANoOp() {
    var picker = pickerMachine(data: [])
    #expect(!picker.canOpen)
    #expect(picker.state.indexSelected == nil)
    #expect(picker.handle(.openRequested(allowed: true)) == [])
    #expect(picker.state.mode == .closed)
    #expect(pickerHeight(picker) == 43.5)
  }

  /// C(+E) | tap or become, list row | OL (E cleared) | display = data[idx]; text unchanged
  @Test func closedOpenOnListRowClearsTheErrorAndKeepsText() {
    var picker = pickerMachine(selection: .row(2), text: "Green", error: .message("Required"))
    #expect(pickerHeight(picker) == 63)
    #expect(picker.handle(.openRequested(allowed: true)) == [.errorCleared, .didBeginEditing])
    #expect(picker.state.mode == .openOnList)
    #expect(picker.state.error == .none)
    #expect(picker.state.text == "Green")
    #expect(picker.state.displayText == "Blue")
    #expect(pickerHeight(picker) == 269.5)
  }

  /// C(+E) | tap or become, manual row | OMK | display keeps the last typed text
  @Test func closedOpenOnManualRowStartsTheDraftFromText() {
    var picker = pickerMachine(manual: true, selection: .manual, text: "Mauve")
    #expect(picker.handle(.openRequested(allowed: true)) == [.didBeginEditing])
    #expect(picker.state.mode == .openOnManual(draft: "Mauve"))
    #expect(picker.state.manualText == "Mauve")
    #expect(picker.state.displayText == "Mauve")
    #expect(pickerHeight(picker) == 269.5)
  }

  /// OL | scroll to list row r | OL, E cleared | text = data[r] | didSelectRow(r)
  @Test func openOnListScrollCommitsTheRowLiveAndClearsTheError() {
    var picker = pickerMachine(.openOnList, error: .message("Required"))
    #expect(pickerHeight(picker) == 289)
    #expect(picker.handle(.rowSelected(1)) == [.errorCleared, .didChangeText, .didSelectRow(1)])
    #expect(picker.state.text == "Green")
    #expect(picker.state.indexSelected == 1)
    #expect(picker.state.mode == .openOnList)
    #expect(pickerHeight(picker) == 269.5)
  }

  /// OL | scroll to manual row | OMK, E cleared | text = nil | shouldBegin, didSelectRow(m).
  /// Fixed: the delegate is not asked again; the keyboard comes up.
  @Test func openOnListScrollToTheManualRowEmptiesText() {
    var picker = pickerMachine(.openOnList, manual: true, text: "Red")
    #expect(picker.handle(.rowSelected(3)) == [.didChangeText, .didSelectRow(3)])
    #expect(picker.state.mode == .openOnManual(draft: ""))
    #expect(picker.state.selection == .manual)
    #expect(picker.state.text == nil)
    #expect(picker.state.manualText == "")
  }

  /// OMK | scroll to list row r | OL (typed text discarded) | text = data[r] | didSelectRow(r)
  @Test func openOnManualScrollToAListRowDiscardsTheDraft() {
    var picker = pickerMachine(.openOnManual(draft: "Tea"), manual: true, selection: .manual)
    #expect(picker.handle(.rowSelected(0)) == [.didChangeText, .didSelectRow(0)])
    #expect(picker.state.mode == .openOnList)
    #expect(picker.state.manualText == "")
    #expect(picker.state.text == "Red")
  }

  /// OMN | tap | OMK | shouldBegin. Fixed: manual entry always has the keyboard, and a tap on
  /// an open picker is a no-op (no toggle, no delegate).
  @Test func openTapIsANoOp() {
    for mode in [PickerMode.openOnList, .openOnManual(draft: "")] {
      var picker = pickerMachine(
        mode, manual: true, selection: mode == .openOnList ? .row(0) : .manual)
      let before = picker.state
      #expect(!picker.canOpen)
      #expect(picker.handle(.openRequested(allowed: true)) == [])
      #expect(picker.state == before)
    }
  }

  /// OL | done / resign / keyboardWillShow | C | text = data[idx] | didEnd | 43.5
  @Test(arguments: [
    PickerFieldMachine.Event.doneTapped, .closeRequested, .keyboardWillShow,
  ])
  func openOnListCloseCommitsTheRowAndEndsOnce(event: PickerFieldMachine.Event) {
    var picker = pickerMachine(.openOnList, selection: .row(1))
    #expect(picker.handle(event) == [.didChangeText, .didEndEditing])
    #expect(picker.state.mode == .closed)
    #expect(picker.state.text == "Green")
    #expect(pickerHeight(picker) == 43.5)
    #expect(picker.handle(event) == [])
  }

  /// OMK | return key, or focus moves to another field | C | text = typed | didEnd ×1
  @Test(arguments: [PickerFieldMachine.Event.returnPressed, .keyboardWillShow])
  func openOnManualReturnCommitsTheDraftAndEndsOnce(event: PickerFieldMachine.Event) {
    var picker = pickerMachine(.openOnManual(draft: ""), manual: true, selection: .manual)
    #expect(picker.handle(.manualTextEdited(.insert("Te"))) == [])
    #expect(picker.handle(.manualTextEdited(.insert("al"))) == [])
    #expect(picker.state.displayText == "Teal")
    #expect(picker.handle(event) == [.didChangeText, .didEndEditing])
    #expect(picker.state.text == "Teal")
    #expect(picker.state.mode == .closed)
    #expect(picker.state.manualText == "")
  }

  /// OMK | done / resign() | C | text = typed | didEnd ×2. Fixed: didEnd fires once.
  @Test(arguments: [PickerFieldMachine.Event.doneTapped, .closeRequested])
  func openOnManualDoneCommitsTheDraftAndEndsOnce(event: PickerFieldMachine.Event) {
    var picker = pickerMachine(.openOnManual(draft: ""), manual: true, selection: .manual)
    _ = picker.handle(.manualTextEdited(.replaceAll("Teal")))
    #expect(picker.handle(event) == [.didChangeText, .didEndEditing])
    #expect(picker.state.text == "Teal")
    #expect(picker.handle(event) == [])
  }

  /// OMN | done / resign / keyboard | C | unchanged | didEnd. Entered by `setIndexToManual()`
  /// while open, the draft starts from `text`, so done leaves it unchanged.
  @Test(arguments: [
    PickerFieldMachine.Event.doneTapped, .closeRequested, .keyboardWillShow,
  ])
  func programmaticManualEntryThenCloseKeepsText(event: PickerFieldMachine.Event) {
    var picker = pickerMachine(.openOnList, manual: true, text: "Mauve")
    #expect(picker.handle(.manualIndexAssigned) == [])
    #expect(picker.state.mode == .openOnManual(draft: "Mauve"))
    #expect(picker.state.manualText == "Mauve")
    #expect(picker.handle(event) == [.didEndEditing])
    #expect(picker.state.text == "Mauve")
  }

  /// An empty manual draft commits `nil` (MaterialFields committed `""`).
  @Test func emptyManualDraftCommitsNil() {
    var picker = pickerMachine(manual: true, selection: .manual, text: "ab")
    _ = picker.handle(.openRequested(allowed: true))
    #expect(picker.handle(.manualTextEdited(.deleteBackward)) == [])
    #expect(picker.handle(.manualTextEdited(.deleteBackward)) == [])
    #expect(picker.handle(.manualTextEdited(.deleteBackward)) == [])
    #expect(picker.handle(.doneTapped) == [.didChangeText, .didEndEditing])
    #expect(picker.state.text == nil)
  }

  /// C | resign() (not open) | C | text = data[idx] (crash if empty) | didEnd. Fixed: nothing.
  @Test(arguments: [[String](), pickerColours])
  func closedResignDoesNothing(data: [String]) {
    var picker = pickerMachine(data: data, clearable: true)
    let before = picker.state
    #expect(picker.handle(.closeRequested) == [])
    #expect(picker.handle(.keyboardWillShow) == [])
    #expect(picker.handle(.doneTapped) == [])
    #expect(picker.state == before)
    #expect(picker.state.text == nil)
  }

  /// C | clear tap (isClearable) | C, E cleared | text = nil (index kept) | cleared | 43.5
  @Test func closedClearEmptiesTextKeepsTheRowAndClearsTheError() {
    var picker = pickerMachine(
      selection: .row(2), text: "Blue", error: .message("Bad"), clearable: true)
    #expect(pickerHeight(picker) == 63)
    #expect(picker.handle(.clearTapped) == [.errorCleared, .didChangeText, .cleared])
    #expect(picker.state.text == nil)
    #expect(picker.state.selection == .row(2))
    #expect(pickerHeight(picker) == 43.5)
    #expect(picker.handle(.clearTapped) == [])
    #expect(picker.handle(.openRequested(allowed: true)) == [.didBeginEditing])
    #expect(picker.state.displayText == "Blue")
  }

  @Test func clearIsANoOpWhenItCannotClear() {
    var notClearable = pickerMachine(text: "Blue")
    #expect(notClearable.handle(.clearTapped) == [])
    var open = pickerMachine(.openOnList, text: "Blue", clearable: true)
    #expect(open.handle(.clearTapped) == [])
    var disabled = pickerMachine(text: "Blue", clearable: true)
    _ = disabled.handle(.enabledChanged(false))
    #expect(disabled.handle(.clearTapped) == [])
    var errorOnly = pickerMachine(error: .message("Required"), clearable: true)
    #expect(errorOnly.handle(.clearTapped) == [.errorCleared, .cleared])
  }

  /// any | setIndexTo = n | same | display = data[clamp(n)]; text unchanged | none.
  /// Fixed: `text` follows at once; the error stays; nothing fires.
  @Test func setIndexToUpdatesTextAtOnceWithoutEffects() {
    var picker = pickerMachine(error: .message("Required"))
    #expect(picker.handle(.indexAssigned(1)) == [])
    #expect(picker.state.text == "Green")
    #expect(picker.state.error == .message("Required"))
    #expect(picker.handle(.indexAssigned(99)) == [])
    #expect(picker.state.selection == .row(2))
    #expect(picker.state.text == "Blue")
    #expect(picker.handle(.indexAssigned(-5)) == [])
    #expect(picker.state.selection == .row(0))
    #expect(picker.state.text == "Red")
  }

  /// any | setIndexTo = n | OMK→OL for a list row; OL→OMN for the manual row.
  @Test func setIndexToWhileOpenMovesBetweenListAndManualEntry() {
    var picker = pickerMachine(.openOnManual(draft: "Tea"), manual: true, selection: .manual)
    #expect(picker.handle(.indexAssigned(0)) == [])
    #expect(picker.state.mode == .openOnList)
    #expect(picker.state.text == "Red")
    #expect(picker.state.manualText == "")
    #expect(picker.handle(.indexAssigned(3)) == [])
    #expect(picker.state.mode == .openOnManual(draft: "Red"))
    #expect(picker.state.manualText == "Red")
    #expect(picker.state.text == "Red")
    #expect(picker.handle(.indexAssigned(7)) == [])
    #expect(picker.state.selection == .manual)
  }

  @Test func setIndexToManualKeepsTextAndNeedsManualEntry() {
    var plain = pickerMachine(text: "Red")
    let before = plain.state
    #expect(plain.handle(.manualIndexAssigned) == [])
    #expect(plain.state == before)
    var capable = pickerMachine(manual: true, text: "Red")
    #expect(capable.handle(.manualIndexAssigned) == [])
    #expect(capable.state.selection == .manual)
    #expect(capable.state.indexSelected == 3)
    #expect(capable.state.text == "Red")
    #expect(capable.state.mode == .closed)
  }

  /// any | setError / removeErrorUI | ±E | – | none | closed 43.5↔63, open 269.5↔289
  @Test(arguments: [PickerMode.closed, .openOnList])
  func errorSetAndRemovedChangeTheHeight(mode: PickerMode) {
    var picker = pickerMachine(mode)
    let base = mode == .closed ? 43.5 : 269.5
    #expect(pickerHeight(picker) == base)
    #expect(picker.handle(.errorSet("Required")) == [.errorShown, .announceError("Required")])
    #expect(pickerHeight(picker) == base + 19.5)
    #expect(picker.handle(.errorSet("Required")) == [])
    #expect(picker.handle(.errorSet("")) == [.errorShown, .announceError("")])
    #expect(pickerHeight(picker) == base + 5)
    #expect(picker.handle(.errorRemoved) == [.errorCleared])
    #expect(picker.handle(.errorRemoved) == [])
    #expect(pickerHeight(picker) == base)
    #expect(picker.state.mode == mode)
  }

  // MARK: No-ops and clamping

  @Test func userInputOutsideItsModeIsANoOp() {
    var closed = pickerMachine(manual: true)
    var before = closed.state
    #expect(closed.handle(.rowSelected(1)) == [])
    #expect(closed.handle(.manualTextEdited(.insert("a"))) == [])
    #expect(closed.handle(.returnPressed) == [])
    #expect(closed.state == before)
    var onList = pickerMachine(.openOnList, manual: true, selection: .row(1))
    before = onList.state
    #expect(onList.handle(.manualTextEdited(.insert("a"))) == [])
    #expect(onList.handle(.returnPressed) == [])
    #expect(onList.handle(.rowSelected(1)) == [])
    #expect(onList.state == before)
  }

  @Test func userSelectionIsClampedAndTheManualRowIsLast() {
    var plain = pickerMachine(.openOnList, selection: .row(1))
    #expect(plain.handle(.rowSelected(-3)) == [.didChangeText, .didSelectRow(0)])
    #expect(plain.handle(.rowSelected(99)) == [.didChangeText, .didSelectRow(2)])
    var capable = pickerMachine(.openOnList, manual: true)
    #expect(capable.handle(.rowSelected(99)) == [.didSelectRow(3)])
    #expect(capable.state.mode == .openOnManual(draft: ""))
  }

  @Test func anEmptyRowCommitsNil() {
    var picker = pickerMachine(.openOnList, data: ["", "A"], selection: .row(1), text: "A")
    #expect(picker.handle(.rowSelected(0)) == [.didChangeText, .didSelectRow(0)])
    #expect(picker.state.text == nil)
    #expect(picker.handle(.textAssigned("")) == [])
    #expect(picker.state.text == nil)
  }

  @Test func programmaticTextKeepsTheErrorAndTheRow() {
    var picker = pickerMachine(selection: .row(2), error: .message("Bad"))
    #expect(picker.handle(.textAssigned("Mauve")) == [])
    #expect(picker.state.text == "Mauve")
    #expect(picker.state.error == .message("Bad"))
    #expect(picker.state.selection == .row(2))
  }
}
