import FieldMachines

/// The questions and notices of a `PickerField` that ``BenchDelegate`` answers and counts.
extension BenchDelegate: PickerFieldDelegate {
  func pickerFieldShouldBeginEditing(_ view: PickerField) -> Bool { ask() }
  func pickerFieldDidBeginEditing(_ view: PickerField) { tell() }
  func pickerFieldDidEndEditing(_ view: PickerField) { tell() }
  func pickerFieldCleared(_ view: PickerField) { tell() }
  func pickerField(_ view: PickerField, didSelectRow row: Int) { tell() }
  func pickerFieldDidChange(_ view: PickerField) { tell() }
}
