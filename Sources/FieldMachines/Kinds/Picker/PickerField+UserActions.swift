extension PickerField {
  /// The user scrolled the wheel to `row` of ``rows`` (the manual row is the last), clamped; a
  /// no-op while closed or on the row already selected. A list row becomes ``text`` at once and
  /// discards any manual draft; the manual row empties ``text`` and opens the keyboard.
  public func selectRow(_ row: Int) {
    send(.rowSelected(row))
  }

  /// The user tapped "done": the selected list row, or the manual draft, is committed and the
  /// picker closes (`didEnd` fires once). A no-op while closed.
  public func tapDone() {
    send(.doneTapped)
  }

  /// The user tapped "clear": ``text`` becomes `nil` and the error goes; the selected row is
  /// kept. A no-op unless closed, enabled and clearable with a value or an error.
  public func tapClear() {
    send(.clearTapped)
  }

  /// Types `string` at the end of the manual draft; a no-op outside manual entry.
  public func typeText(_ string: String) {
    send(.manualTextEdited(.insert(string)))
  }

  /// The backspace key in manual entry; a no-op outside it or on an empty draft.
  public func deleteBackward() {
    send(.manualTextEdited(.deleteBackward))
  }

  /// Replaces the whole manual draft (a paste over everything); a no-op outside manual entry.
  public func replaceText(with string: String) {
    send(.manualTextEdited(.replaceAll(string)))
  }

  /// The return key: in manual entry it commits the draft and closes like "done"; on a list row
  /// it does nothing.
  public func pressReturn() {
    send(.returnPressed)
  }

  /// Another field's keyboard appears: an open picker closes as done would.
  public func keyboardWillShow() {
    send(.keyboardWillShow)
  }
}
