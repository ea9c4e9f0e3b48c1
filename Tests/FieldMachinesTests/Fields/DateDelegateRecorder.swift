import FieldMachines
import Foundation

/// A ``DateFieldDelegate`` that records every call, answers should-begin with ``allowsBegin``
/// and, when ``errorOnEnd`` is set, validates in did-end by setting that error.
final class DateDelegateRecorder: DateFieldDelegate {
  /// One delegate call, with the field's date when it was made.
  enum Call: Hashable {
    case shouldBegin
    case didBegin
    case didEnd
    case cleared
    case dateChanged(Date?)
  }

  var calls: [Call] = []
  var allowsBegin = true
  var errorOnEnd: String?

  func dateFieldShouldBeginEditing(_ view: DateField) -> Bool {
    calls.append(.shouldBegin)
    return allowsBegin
  }

  func dateFieldDidBeginEditing(_ view: DateField) {
    calls.append(.didBegin)
  }

  func dateFieldDidEndEditing(_ view: DateField) {
    calls.append(.didEnd)
    if let errorOnEnd { view.setError(withText: errorOnEnd) }
  }

  func dateFieldCleared(_ view: DateField) {
    calls.append(.cleared)
  }

  func dateChanged(_ view: DateField) {
    calls.append(.dateChanged(view.date))
  }
}
