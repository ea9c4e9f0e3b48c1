/// A `PickerField`'s messages as ``FieldDelegateCall``s.
extension PickerFieldDelegate where Self: FieldDelegateCallSink {
  package func pickerFieldShouldBeginEditing(_ view: PickerField) -> Bool {
    ask(.shouldBeginEditing, method: "pickerFieldShouldBeginEditing")
  }
  package func pickerFieldDidBeginEditing(_ view: PickerField) {
    tell(.didBeginEditing, method: "pickerFieldDidBeginEditing")
  }
  package func pickerFieldDidEndEditing(_ view: PickerField) {
    tell(.didEndEditing, method: "pickerFieldDidEndEditing")
  }
  package func pickerFieldCleared(_ view: PickerField) {
    tell(.cleared, method: "pickerFieldCleared")
  }
  package func pickerField(_ view: PickerField, didSelectRow row: Int) {
    tell(.didSelectRow(row), method: "pickerField")
  }
  package func pickerFieldDidChange(_ view: PickerField) {
    tell(.didChange, method: "pickerFieldDidChange")
  }
}
