import FieldMachines

/// A picker delegate that records every call (with the field's `text` at that moment), answers
/// should-begin with ``allowsBegin``, and checks that begin and end alternate.
final class PickerRecordingDelegate: PickerFieldDelegate {
  /// One delegate call and the field's `text` when it came.
  enum Call: Hashable {
    case shouldBegin
    case didBegin
    case didEnd(String?)
    case cleared
    case didSelectRow(Int, String?)
    case didChange(String?)
  }

  /// Every call so far, when ``recordsCalls`` is on.
  private(set) var calls: [Call] = []
  /// Whether calls are kept (off for long property runs).
  var recordsCalls = true
  /// The should-begin answer.
  var allowsBegin = true
  /// When set, `didEnd` shows this error if the value is empty, as a validation layer would.
  var errorOnEmptyEnd: String?
  /// Whether a `didBegin` came without its `didEnd` yet.
  private(set) var isBegun = false
  /// How many openings began and ended.
  private(set) var beginCount = 0
  private(set) var endCount = 0
  /// Broken rules seen: two begins or two ends in a row, an end without a begin, a callback
  /// arriving in the wrong state.
  private(set) var violations: [String] = []

  func pickerFieldShouldBeginEditing(_ view: PickerField) -> Bool {
    record(.shouldBegin)
    if view.isActive { violations.append("shouldBegin asked while open") }
    return allowsBegin
  }

  func pickerFieldDidBeginEditing(_ view: PickerField) {
    record(.didBegin)
    if isBegun { violations.append("two didBegin in a row") }
    if !view.isActive { violations.append("didBegin while closed") }
    isBegun = true
    beginCount += 1
  }

  func pickerFieldDidEndEditing(_ view: PickerField) {
    record(.didEnd(view.text))
    if !isBegun { violations.append("didEnd without a didBegin") }
    if view.isActive { violations.append("didEnd while open") }
    isBegun = false
    endCount += 1
    if let errorOnEmptyEnd, view.text == nil { view.setError(withText: errorOnEmptyEnd) }
  }

  func pickerFieldCleared(_ view: PickerField) {
    record(.cleared)
    if view.isActive { violations.append("cleared while open") }
  }

  func pickerField(_ view: PickerField, didSelectRow row: Int) {
    record(.didSelectRow(row, view.text))
    if !view.isActive { violations.append("didSelectRow while closed") }
    if view.indexSelected != row { violations.append("didSelectRow(\(row)) off the selection") }
  }

  func pickerFieldDidChange(_ view: PickerField) {
    record(.didChange(view.text))
  }

  /// Forgets the calls recorded so far.
  func reset() {
    calls = []
  }

  private func record(_ call: Call) {
    if recordsCalls { calls.append(call) }
  }
}
