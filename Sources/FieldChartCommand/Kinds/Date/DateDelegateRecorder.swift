import FieldMachines
import FieldMachinesTesting

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The recording delegate of a ``DateField`` under `simulate`; it also answers the field's
/// ``DateField/dateValidator`` (`false` on a `veto` line).
final class DateDelegateRecorder: DelegateRecorder, DateFieldDelegate {
  func dateFieldShouldBeginEditing(_ view: DateField) -> Bool { ask("dateFieldShouldBeginEditing") }
  func dateFieldDidBeginEditing(_ view: DateField) { tell("dateFieldDidBeginEditing") }
  func dateFieldDidEndEditing(_ view: DateField) { tell("dateFieldDidEndEditing") }
  func dateFieldCleared(_ view: DateField) { tell("dateFieldCleared") }
  func dateChanged(_ view: DateField) { tell("dateChanged") }

  /// The validator's answer for a typed `date` inside the limits, recorded with the date.
  func validate(_ date: Date) -> Bool { ask("dateValidator(\(ScriptDate.shortFormat(date)))") }
}
