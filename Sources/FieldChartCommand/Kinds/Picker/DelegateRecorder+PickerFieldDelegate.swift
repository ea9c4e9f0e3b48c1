import FieldMachines

/// The questions and notices of a ``PickerField`` that `simulate`'s ``DelegateRecorder`` records.
extension DelegateRecorder: PickerFieldDelegate {
  func pickerFieldShouldBeginEditing(_ view: PickerField) -> Bool {
    ask("pickerFieldShouldBeginEditing")
  }
  func pickerFieldDidBeginEditing(_ view: PickerField) { tell("pickerFieldDidBeginEditing") }
  func pickerFieldDidEndEditing(_ view: PickerField) { tell("pickerFieldDidEndEditing") }
  func pickerFieldCleared(_ view: PickerField) { tell("pickerFieldCleared") }
  func pickerField(_ view: PickerField, didSelectRow row: Int) {
    tell("pickerField(_:didSelectRow: \(row))")
  }
  func pickerFieldDidChange(_ view: PickerField) { tell("pickerFieldDidChange") }
}
