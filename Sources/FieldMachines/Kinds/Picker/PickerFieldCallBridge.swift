/// What `Field.attach(_:)` makes a `PickerField`'s delegate: its messages as
/// ``FieldDelegateCall``s, forwarded to a ``FieldDelegateCallSink``.
///
/// The field keeps it while it is the field's delegate (see ``FieldDelegateCallSink``); it holds
/// the sink weakly, and once the sink is gone it answers `true` and tells nothing, as a field
/// without a delegate does.
final class PickerFieldCallBridge: FieldCallBridge, PickerFieldDelegate, KindCallBridge {
  func pickerFieldShouldBeginEditing(_ view: PickerField) -> Bool {
    ask(.shouldBeginEditing, method: "pickerFieldShouldBeginEditing")
  }
  func pickerFieldDidBeginEditing(_ view: PickerField) {
    tell(.didBeginEditing, method: "pickerFieldDidBeginEditing")
  }
  func pickerFieldDidEndEditing(_ view: PickerField) {
    tell(.didEndEditing, method: "pickerFieldDidEndEditing")
  }
  func pickerFieldCleared(_ view: PickerField) {
    tell(.cleared, method: "pickerFieldCleared")
  }
  func pickerField(_ view: PickerField, didSelectRow row: Int) {
    tell(.didSelectRow(row), method: "pickerField")
  }
  func pickerFieldDidChange(_ view: PickerField) {
    tell(.didChange, method: "pickerFieldDidChange")
  }

  /// The bridge as a `PickerField`'s delegate.
  var asDelegate: any PickerFieldDelegate { self }
  /// A `PickerField`'s delegate held weakly (how its ``DelegateSlot`` holds the app's).
  struct WeakDelegate: WeakFieldDelegate { weak var delegate: (any PickerFieldDelegate)? }
}
