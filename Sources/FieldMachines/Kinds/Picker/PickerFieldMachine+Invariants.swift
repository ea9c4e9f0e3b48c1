extension PickerFieldMachine {
  /// The picker invariants that do not hold in `state`, one message each; empty when sound.
  ///
  /// Active implies enabled; open implies editable with rows, focused implies read-only; manual
  /// entry is exactly "open on the manual row"; the
  /// selection is clamped (so the index is in range, `nil` only without rows, and the manual row
  /// needs manual entry); a draft exists only in manual entry; committed text is never `""`.
  /// Every state ``init(state:)`` makes and every transition leaves satisfies them.
  package static func invariantViolations(in state: State) -> [String] {
    var violations: [String] = []
    let isOpen = state.mode.isOpen
    if state.mode.isActive && !state.isEnabled {
      violations.append("a disabled picker field is \(state.mode)")
    }
    if isOpen && state.isReadOnly { violations.append("a read-only picker field is open") }
    if state.mode == .focused && !state.isReadOnly {
      violations.append("an editable picker field is focused without opening")
    }
    if state.helperText?.isEmpty == true { violations.append("\"\" helper text is not nil") }
    if isOpen && state.rowCount == 0 { violations.append("a picker field without rows is open") }
    if (state.mode == .openOnManual) != (isOpen && state.selection == .manual) {
      violations.append(
        "mode \(state.mode) does not match selection \(state.selection) (manual entry must be "
          + "exactly open on the manual row)")
    }
    let clamped = PickerFieldMachine.clamped(
      state.selection, dataCount: state.data.count,
      isManualEntryCapable: state.isManualEntryCapable)
    if clamped != state.selection {
      violations.append("selection \(state.selection) is not clamped (expected \(clamped))")
    }
    if let index = state.indexSelected, !(0..<state.rowCount).contains(index) {
      violations.append("index \(index) is outside the \(state.rowCount) rows")
    }
    if (state.indexSelected == nil) != (state.rowCount == 0) {
      violations.append("the index is nil but there are \(state.rowCount) rows")
    }
    if state.selection == .manual && !state.isManualEntryCapable {
      violations.append("the manual row is selected without manual entry")
    }
    if state.mode != .openOnManual && !state.manualText.isEmpty {
      violations.append("a manual draft exists outside manual entry")
    }
    if state.text?.isEmpty == true { violations.append("empty text is stored as \"\", not nil") }
    return violations
  }
}
