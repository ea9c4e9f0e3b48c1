import FieldMachines
import Testing

/// Picker configuration (data, manual entry, the option name) in any order and at any time,
/// enabling, and the normalisation of hand-built states.
@Suite struct PickerFieldMachineConfigurationTests {
  // MARK: Configuration in any order

  @Test(arguments: [
    [0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0], [1, 1, 0, 2, 2, 0],
  ])
  func configurationInAnyOrderGivesTheSameRows(order: [Int]) {
    let steps: [PickerFieldMachine.Event] = [
      .dataAssigned(["A", "B"]), .manualEntryCapabilityChanged(true),
      .manualEntryOptionNameChanged("Other"),
    ]
    var picker = PickerFieldMachine()
    for step in order { #expect(picker.handle(steps[step]) == []) }
    #expect(picker.state.rows == ["A", "B", "Other"])
    #expect(picker.state.manualRowIndex == 2)
    #expect(picker.invariantViolations() == [])
  }

  /// Issue 14: the pick is a value; its row gone, the open picker closes rather than letting
  /// done commit "A", the row that now has a clamped index.
  @Test func dataShrinkingWhileOpenDropsAPickWhoseRowIsGoneAndKeepsText() {
    var picker = pickerMachine(.openOnList, selection: .row(2), text: "Blue")
    #expect(picker.handle(.dataAssigned(["A"])) == [.didEndEditing])
    #expect(picker.state.selection == .row(0))
    #expect(picker.state.mode == .closed)
    #expect(picker.state.text == "Blue")
    #expect(picker.state.displayText == "Blue")
  }

  @Test func dataShrinkingWhileOpenKeepsAPickWhoseValueRemains() {
    var picker = pickerMachine(.openOnList, selection: .row(2), text: "Blue")
    #expect(picker.handle(.dataAssigned(["A", "Blue"])) == [])
    #expect(picker.state.selection == .row(1))
    #expect(picker.state.mode == .openOnList)
    #expect(picker.state.displayText == "Blue")
  }

  @Test func rowsVanishingWhileOpenCloseWithOneDidEnd() {
    var picker = pickerMachine(.openOnList, selection: .row(1), text: "Green")
    #expect(picker.handle(.dataAssigned([])) == [.didEndEditing])
    #expect(picker.state.mode == .closed)
    #expect(picker.state.selection == .none)
    #expect(picker.state.text == "Green")
    var manual = pickerMachine(
      .openOnManual(draft: "x"), data: [], manual: true, selection: .manual)
    #expect(manual.handle(.manualEntryCapabilityChanged(false)) == [.didEndEditing])
    #expect(manual.state.mode == .closed)
    #expect(manual.state.manualText == "")
    #expect(manual.state.text == nil)
  }

  @Test func emptyingDataOnAManualPickerMovesToManualEntry() {
    var picker = pickerMachine(.openOnList, manual: true, text: "Red")
    #expect(picker.handle(.dataAssigned([])) == [])
    #expect(picker.state.mode == .openOnManual(draft: "Red"))
    #expect(picker.state.manualText == "Red")
    #expect(picker.state.rows == ["Manual Entry"])
  }

  /// Issue 14: the manual row going away drops that pick (the picker closes) instead of moving
  /// the open wheel to a list row the user never picked.
  @Test func removingManualEntryInManualEntryClosesOnTheLastListRow() {
    var picker = pickerMachine(.openOnManual(draft: "Tea"), manual: true, selection: .manual)
    #expect(picker.handle(.manualEntryCapabilityChanged(false)) == [.didEndEditing])
    #expect(picker.state.mode == .closed)
    #expect(picker.state.selection == .row(2))
    #expect(picker.state.manualText == "")
    #expect(picker.state.text == nil)
  }

  @Test func renamingTheManualRowChangesOnlyItsLabel() {
    var picker = pickerMachine(.openOnManual(draft: "Tea"), manual: true, selection: .manual)
    let before = picker.state
    #expect(picker.handle(.manualEntryOptionNameChanged("Other")) == [])
    #expect(picker.state.rows == ["Red", "Green", "Blue", "Other"])
    var renamed = before
    renamed.manualEntryOptionName = "Other"
    #expect(picker.state == renamed)
  }

  // MARK: Enabled

  @Test func disablingWhileOpenCommitsAndEndsOnce() {
    var picker = pickerMachine(.openOnList, selection: .row(1))
    #expect(picker.handle(.enabledChanged(false)) == [.didChangeText, .didEndEditing])
    #expect(picker.state.text == "Green")
    #expect(!picker.canOpen)
    #expect(picker.handle(.openRequested(allowed: true)) == [])
    #expect(picker.handle(.enabledChanged(false)) == [])
    #expect(picker.handle(.enabledChanged(true)) == [])
    #expect(picker.handle(.openRequested(allowed: true)) == [.didBeginEditing])
  }

  // MARK: Normalisation

  @Test func initNormalisesAnInconsistentState() {
    let openWithoutRows = pickerMachine(.openOnList, data: [], selection: .row(4), text: "")
    #expect(openWithoutRows.state.mode == .closed)
    #expect(openWithoutRows.state.selection == .none)
    #expect(openWithoutRows.state.text == nil)
    let listButManual = pickerMachine(.openOnList, manual: true, selection: .manual, text: "T")
    #expect(listButManual.state.mode == .openOnManual(draft: "T"))
    #expect(listButManual.state.manualText == "T")
    let manualWithoutCapability = pickerMachine(.openOnManual(draft: "x"), selection: .manual)
    #expect(manualWithoutCapability.state.mode == .openOnList)
    #expect(manualWithoutCapability.state.selection == .row(2))
    #expect(manualWithoutCapability.state.manualText == "")
    let noSelection = pickerMachine(selection: .none)
    #expect(noSelection.state.selection == .row(0))
    let disabledOpen = PickerFieldMachine(
      state: .init(mode: .openOnList, data: ["A"], isEnabled: false))
    #expect(disabledOpen.state.mode == .closed)
    for picker in [
      openWithoutRows, listButManual, manualWithoutCapability, noSelection, disabledOpen,
    ] {
      #expect(picker.invariantViolations() == [])
    }
  }

  @Test func invariantsCatchHandBuiltBadStates() {
    let bad: [(PickerFieldMachine.State, String)] = [
      (.init(mode: .openOnList, data: ["A"], selection: .row(0), isEnabled: false), "disabled"),
      (.init(mode: .openOnList), "without rows"),
      (
        .init(mode: .openOnList, data: ["A"], isManualEntryCapable: true, selection: .manual),
        "does not match"
      ),
      (.init(data: ["A"], selection: .row(3)), "not clamped"),
      (.init(data: ["A"], selection: .row(-1)), "outside"),
      (.init(data: ["A"], selection: .none), "nil but"),
      (.init(data: ["A"], selection: .manual), "without manual entry"),
      (.init(data: ["A"], selection: .row(0), text: ""), "empty text"),
    ]
    for (state, expected) in bad {
      let violations = PickerFieldMachine.invariantViolations(in: state)
      #expect(violations.contains { $0.contains(expected) }, "\(state): \(violations)")
      #expect(PickerFieldMachine(state: state).invariantViolations() == [])
    }
  }
}
