extension PickerField {
  /// The user scrolled the wheel to `row` of ``rows`` (the manual row is the last), clamped; a
  /// no-op while closed or on the row already selected. A list row becomes ``text`` at once and
  /// discards any manual draft; the manual row empties ``text`` and opens the keyboard.
  public func selectRow(_ row: Int) {
    handle(.rowSelected(row))
  }

  /// The user tapped "done": the selected list row, or the manual draft, is committed and the
  /// picker closes (`didEnd` fires once). A no-op while closed.
  public func tapDone() {
    handle(.doneTapped)
  }

  /// The return key: in manual entry it commits the draft and closes like "done"; on a list row
  /// it does nothing.
  public func pressReturn() {
    handle(.returnPressed)
  }

  /// Another field's keyboard appears: an open picker closes as done would.
  public func keyboardWillShow() {
    handle(.keyboardWillShow)
  }
}
