/// What `Field.attach(_:)` makes an `AreaField`'s delegate: its messages as
/// ``FieldDelegateCall``s, forwarded to a ``FieldDelegateCallSink``.
///
/// The field keeps it while it is the field's delegate (see ``FieldDelegateCallSink``); it holds
/// the sink weakly, and once the sink is gone it answers `true` and tells nothing, as a field
/// without a delegate does.
final class AreaFieldCallBridge: FieldCallBridge, AreaFieldDelegate, KindCallBridge {
  func areaFieldShouldBeginEditing(_ view: AreaField) -> Bool {
    ask(.shouldBeginEditing, method: "areaFieldShouldBeginEditing")
  }
  func areaFieldDidBeginEditing(_ view: AreaField) {
    tell(.didBeginEditing, method: "areaFieldDidBeginEditing")
  }
  func areaFieldShouldEndEditing(_ view: AreaField) -> Bool {
    ask(.shouldEndEditing, method: "areaFieldShouldEndEditing")
  }
  func areaFieldDidEndEditing(_ view: AreaField) {
    tell(.didEndEditing, method: "areaFieldDidEndEditing")
  }
  func areaFieldShouldReturn(_ view: AreaField) -> Bool {
    ask(.shouldReturn, method: "areaFieldShouldReturn")
  }
  func areaFieldShouldClear(_ view: AreaField) -> Bool {
    ask(.shouldClear, method: "areaFieldShouldClear")
  }
  func areaField(
    _ view: AreaField, shouldChangeTextIn range: Range<Int>, replacementText text: String
  ) -> Bool {
    ask(.shouldChangeText(range: range, replacement: text), method: "areaField")
  }
  func areaFieldDidChange(_ view: AreaField) {
    tell(.didChange, method: "areaFieldDidChange")
  }

  /// The bridge as an `AreaField`'s delegate.
  var asDelegate: any AreaFieldDelegate { self }
  /// An `AreaField`'s delegate held weakly (how its ``DelegateSlot`` holds the app's).
  struct WeakDelegate: WeakFieldDelegate { weak var delegate: (any AreaFieldDelegate)? }
}
