/// What the form adapters of the wheel fields (``PickerField``, ``DateField``) share, written
/// once: neither takes the keyboard as a text field does, and both close as a resign or another
/// keyboard closes them.
protocol WheelFieldAdapter: MachineFieldAdapter {}

extension WheelFieldAdapter {
  /// No: the wheel, not the keyboard, edits the value.
  var isTextInput: Bool { false }

  /// Closes as `resignFirstResponder()` does: neither kind has a should-end veto.
  func forceEnd() {
    fieldObject.resignFirstResponder()
  }

  /// Closes as another field's keyboard closes the field.
  func closeForKeyboard() {
    fieldObject.keyboardWillShow()
  }
}
