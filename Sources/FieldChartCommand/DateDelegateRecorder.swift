import FieldMachines

/// The recording delegate of a ``DateField`` under `simulate`.
final class DateDelegateRecorder: DelegateRecorder, DateFieldDelegate {
  func dateFieldShouldBeginEditing(_ view: DateField) -> Bool { ask("dateFieldShouldBeginEditing") }
  func dateFieldDidBeginEditing(_ view: DateField) { tell("dateFieldDidBeginEditing") }
  func dateFieldDidEndEditing(_ view: DateField) { tell("dateFieldDidEndEditing") }
  func dateFieldCleared(_ view: DateField) { tell("dateFieldCleared") }
  func dateChanged(_ view: DateField) { tell("dateChanged") }
}
