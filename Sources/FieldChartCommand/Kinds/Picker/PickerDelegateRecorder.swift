import FieldMachines

/// The recording delegate of a ``PickerField`` under `simulate`.
final class PickerDelegateRecorder: DelegateRecorder, PickerFieldDelegate {
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
