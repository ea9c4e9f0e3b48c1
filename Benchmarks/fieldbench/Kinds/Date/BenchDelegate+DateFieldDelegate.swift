import FieldMachines

/// The questions and notices of a `DateField` that ``BenchDelegate`` answers and counts.
extension BenchDelegate: DateFieldDelegate {
  func dateFieldShouldBeginEditing(_ view: DateField) -> Bool { ask() }
  func dateFieldDidBeginEditing(_ view: DateField) { tell() }
  func dateFieldDidEndEditing(_ view: DateField) { tell() }
  func dateFieldCleared(_ view: DateField) { tell() }
  func dateChanged(_ view: DateField) { tell() }
}
