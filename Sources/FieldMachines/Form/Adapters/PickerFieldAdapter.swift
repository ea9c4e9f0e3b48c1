/// Joins a ``PickerField`` to a form.
///
/// The value is read from the committed `text` and the wheel's selection: no text is
/// ``PickerChoice/none``, text equal to the selected list row is ``PickerChoice/row(_:)``, and
/// any other text (typed in manual entry, or assigned) is ``PickerChoice/custom(_:)``.
@MainActor
final class PickerFieldAdapter: FormFieldAdapter {
  let picker: PickerField

  init(_ picker: PickerField) {
    self.picker = picker
  }

  var field: any Field { picker }
  var isTextInput: Bool { false }
  var text: String { picker.text ?? "" }
  var wheelRow: Int? { picker.indexSelected }

  var value: FormValue {
    let state = picker.machine.state
    guard let text = state.text else { return .choice(.none) }
    if case .row(let row) = state.selection, state.data.indices.contains(row),
      state.data[row] == text
    {
      return .choice(.row(row))
    }
    return .choice(.custom(text))
  }

  var position: FieldPosition {
    let state = picker.machine.state
    switch state.mode {
    case .closed: return .closed
    // A focused read-only picker has no wheel; an open request is what restores its focus.
    case .openOnList, .focused: return .pickerOpen
    case .openOnManual: return .pickerManual(draft: state.manualText)
    }
  }

  func issue(assigning value: FormValue) -> FormValueIssue? {
    guard case .choice(let choice) = value else {
      return .typeMismatch(expected: .choice, got: value.kind)
    }
    if case .row(let row) = choice, !picker.data.indices.contains(row) {
      return .rowOutOfRange(row: row, rowCount: picker.data.count)
    }
    return nil
  }

  /// A row selects it (setting the text at once); a custom value selects the manual row when
  /// there is one, then becomes the text; none empties the text and keeps the row.
  func assign(_ value: FormValue) {
    guard case .choice(let choice) = value else { return }
    switch choice {
    case .none:
      picker.text = nil
    case .row(let row):
      picker.setIndex(to: row)
    case .custom(let text):
      if picker.isManualEntryCapable { picker.setIndexToManual() }
      picker.text = text
    }
  }

  func observe(
    on runner: EventRunner, _ handler: @escaping @MainActor (Bool) -> Void
  ) -> TransitionObservation {
    picker.hub.runner = runner
    return picker.hub.listen { _ in handler(false) }
  }

  func forceEnd() {
    picker.resignFirstResponder()
  }

  func closeForKeyboard() {
    picker.keyboardWillShow()
  }

  /// Sets the wheel row first (which may set the text), then the committed text, then opens.
  func restore(value: FormValue, position: FieldPosition, wheelRow: Int?) {
    if let wheelRow {
      if wheelRow == picker.machine.state.manualRowIndex {
        picker.setIndexToManual()
      } else {
        picker.setIndex(to: wheelRow)
      }
    }
    if case .choice(let choice) = value {
      switch choice {
      case .none: picker.text = nil
      case .row(let row): picker.text = picker.data.indices.contains(row) ? picker.data[row] : nil
      case .custom(let text): picker.text = text
      }
    }
    switch position {
    case .pickerOpen:
      picker.send(.openRequested(allowed: true))
    case .pickerManual(let draft):
      picker.send(.openRequested(allowed: true))
      picker.send(.manualTextEdited(.replaceAll(draft)))
    case .closed, .editing, .dateOpen:
      break
    }
  }

  func invariantViolations() -> [String] {
    picker.machine.invariantViolations()
  }
}
