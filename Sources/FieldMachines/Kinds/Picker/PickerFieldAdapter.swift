extension PickerField {
  /// The picker's adapter.
  func makeFormAdapter() -> any FormFieldAdapter { PickerFieldAdapter(self) }
  /// On the list, or in manual entry.
  static var openModes: (any FieldOpenMode.Type)? { PickerOpenMode.self }
}

/// Joins a ``PickerField`` to a form.
///
/// The value is ``PickerField/value``: no text is ``PickerSelection/none``, text equal to the
/// selected list row is ``PickerSelection/row(_:)`` with that text, and any other text (typed in
/// manual entry, or assigned) is ``PickerSelection/manual`` with the text.
final class PickerFieldAdapter: WheelFieldAdapter {
  let picker: PickerField
  var destination = FormReportDestination()

  init(_ picker: PickerField) {
    self.picker = picker
  }

  var fieldObject: PickerField { picker }
  var text: String { picker.text ?? "" }
  var wheelRow: Int? { picker.indexSelected }

  var value: FormValue { picker.value }

  var position: FieldPosition {
    let state = picker.machine.state
    switch state.mode {
    case .closed: return .closed
    // A focused read-only picker has no wheel; an open request is what restores its focus.
    case .openOnList, .focused: return .pickerOpen
    case .openOnManual(let draft): return .pickerManual(draft: draft)
    }
  }

  func issue(assigning value: FormValue) -> FormValueIssue? {
    guard case .choice(let choice, let text) = value else {
      return .typeMismatch(expected: .choice, got: value.kind)
    }
    if case .row(let row) = choice {
      guard picker.data.indices.contains(row) else {
        return .rowOutOfRange(row: row, rowCount: picker.data.count)
      }
      if !text.isEmpty && picker.data[row] != text {
        return .rowTextMismatch(row: row, rowText: picker.data[row], text: text)
      }
    }
    return nil
  }

  /// A row selects it (setting the text at once); a manual value selects the manual row when
  /// there is one, then becomes the text; none empties the text and keeps the row.
  func assign(_ value: FormValue) {
    guard case .choice(let choice, let text) = value else { return }
    switch choice {
    case .none:
      picker.text = nil
    case .row(let row):
      picker.setIndexTo(row)
    case .manual:
      if picker.isManualEntryCapable { picker.setIndexToManual() }
      picker.text = text
    }
  }

  static func value(of state: PickerFieldMachine.State) -> FormValue {
    PickerField.value(of: state)
  }

  /// Every effect of a picker, mapped.
  static func mark(_ effect: PickerFieldMachine.Effect, in report: inout FormFieldReport) {
    switch effect {
    case .didBeginEditing: report.began = true
    case .didEndEditing: report.ended = true
    // Read from the states, since an assigned row, text or data fires nothing, and a row can
    // become the value without a change of text.
    case .didSelectRow, .cleared, .didChangeText: break
    // The form compares the error the field shows after every transition.
    case .errorCleared, .errorShown: break
    // The field performs it itself; a submit silences the announcements.
    case .announceError: break
    }
  }

  /// A snapshot no picker could be in: a wheel row outside the rows (or one without rows), a
  /// row value the wheel is not on, a manual value that would read back as the row or as none,
  /// an open picker without rows or off its list, manual entry off the manual row or while
  /// read-only, a text field's or date field's position, error or reveal.
  func inconsistency(in snapshot: FieldSnapshot) -> String? {
    let state = picker.machine.state
    if snapshot.isOverflowError || snapshot.dateEntryError != nil || snapshot.isTextRevealed {
      return "a picker has no overflow error, date entry error or revealed text"
    }
    if state.rowCount == 0 {
      if let row = snapshot.wheelRow { return "wheel row \(row) of a picker without rows" }
    } else {
      guard let row = snapshot.wheelRow, (0..<state.rowCount).contains(row) else {
        return
          "wheel row \(String(describing: snapshot.wheelRow)) outside the \(state.rowCount) rows"
      }
    }
    if case .choice(.row(let row), let text) = snapshot.value {
      if snapshot.wheelRow != row { return "the value is row \(row) but the wheel is on another" }
      if state.data.indices.contains(row), state.data[row] != text {
        return "the value \(snapshot.value) is not the text of row \(row)"
      }
    }
    if case .choice(.manual, let text) = snapshot.value {
      if text.isEmpty { return "an empty manual value" }
      if let row = snapshot.wheelRow, state.data.indices.contains(row), state.data[row] == text {
        return "a manual value equal to the row the wheel is on"
      }
    }
    switch snapshot.position {
    case .closed:
      return nil
    case .open(let mode as PickerOpenMode):
      switch mode {
      case .list:
        guard !snapshot.isReadOnly else { return nil }
        if state.rowCount == 0 { return "an open picker without rows" }
        if snapshot.wheelRow == state.manualRowIndex { return "open on the list at the manual row" }
        return nil
      case .manual:
        if snapshot.isReadOnly { return "a read-only picker in manual entry" }
        guard state.isManualEntryCapable, snapshot.wheelRow == state.manualRowIndex else {
          return "manual entry off the manual row"
        }
        return nil
      }
    case .editing, .open:
      return "a picker cannot be \(snapshot.position)"
    }
  }

  /// Sets the wheel row first (which may set the text), then the committed text and read-only,
  /// then opens; an error comes last, since opening clears one.
  func restore(_ snapshot: FieldSnapshot) {
    picker.removeErrorUI()
    if let wheelRow = snapshot.wheelRow {
      if wheelRow == picker.machine.state.manualRowIndex {
        picker.setIndexToManual()
      } else {
        picker.setIndexTo(wheelRow)
      }
    }
    if case .choice(let choice, let text) = snapshot.value {
      switch choice {
      case .none: picker.text = nil
      case .row(let row): picker.text = picker.data.indices.contains(row) ? picker.data[row] : nil
      case .manual: picker.text = text
      }
    }
    picker.isReadOnly = snapshot.isReadOnly
    if case .open(let mode as PickerOpenMode) = snapshot.position {
      picker.handle(.openRequested(allowed: true))
      switch mode {
      case .list: break
      case .manual(let draft): picker.handle(.manualTextEdited(.replaceAll(draft)))
      }
    }
    restoreSetError(snapshot)
  }

  func invariantViolations() -> [String] {
    picker.machine.invariantViolations()
  }
}
