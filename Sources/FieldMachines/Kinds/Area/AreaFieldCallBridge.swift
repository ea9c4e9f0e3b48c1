/// What ``AreaFieldVocabulary/attach(_:to:)`` makes an `AreaField`'s delegate: its messages as
/// ``FieldDelegateCall``s, forwarded to a ``FieldDelegateCallSink``.
///
/// The field keeps it while it is the field's delegate (see ``FieldDelegateCallSink``); it holds
/// the sink weakly, and once the sink is gone it answers `true` and tells nothing, as a field
/// without a delegate does.
final class AreaFieldCallBridge: FieldCallBridge, AreaFieldDelegate {
  func areaFieldShouldBeginEditing(_ view: AreaField) -> Bool {
    sink?.ask(.shouldBeginEditing, method: "areaFieldShouldBeginEditing") ?? true
  }
  func areaFieldDidBeginEditing(_ view: AreaField) {
    sink?.tell(.didBeginEditing, method: "areaFieldDidBeginEditing")
  }
  func areaFieldShouldEndEditing(_ view: AreaField) -> Bool {
    sink?.ask(.shouldEndEditing, method: "areaFieldShouldEndEditing") ?? true
  }
  func areaFieldDidEndEditing(_ view: AreaField) {
    sink?.tell(.didEndEditing, method: "areaFieldDidEndEditing")
  }
  func areaFieldShouldReturn(_ view: AreaField) -> Bool {
    sink?.ask(.shouldReturn, method: "areaFieldShouldReturn") ?? true
  }
  func areaFieldShouldClear(_ view: AreaField) -> Bool {
    sink?.ask(.shouldClear, method: "areaFieldShouldClear") ?? true
  }
  func areaField(
    _ view: AreaField, shouldChangeTextIn range: Range<Int>, replacementText text: String
  ) -> Bool {
    sink?.ask(.shouldChangeText(range: range, replacement: text), method: "areaField") ?? true
  }
  func areaFieldDidChange(_ view: AreaField) {
    sink?.tell(.didChange, method: "areaFieldDidChange")
  }
}
