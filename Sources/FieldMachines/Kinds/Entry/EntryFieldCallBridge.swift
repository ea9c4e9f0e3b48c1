/// What ``EntryFieldVocabulary/attach(_:to:)`` makes an `EntryField`'s delegate: its messages as
/// ``FieldDelegateCall``s, forwarded to a ``FieldDelegateCallSink``.
///
/// The field keeps it while it is the field's delegate (see ``FieldDelegateCallSink``); it holds
/// the sink weakly, and once the sink is gone it answers `true` and tells nothing, as a field
/// without a delegate does.
final class EntryFieldCallBridge: FieldCallBridge, EntryFieldDelegate {
  func entryFieldShouldBeginEditing(_ view: EntryField) -> Bool {
    sink?.ask(.shouldBeginEditing, method: "entryFieldShouldBeginEditing") ?? true
  }
  func entryFieldDidBeginEditing(_ view: EntryField) {
    sink?.tell(.didBeginEditing, method: "entryFieldDidBeginEditing")
  }
  func entryFieldShouldEndEditing(_ view: EntryField) -> Bool {
    sink?.ask(.shouldEndEditing, method: "entryFieldShouldEndEditing") ?? true
  }
  func entryFieldDidEndEditing(_ view: EntryField) {
    sink?.tell(.didEndEditing, method: "entryFieldDidEndEditing")
  }
  func entryFieldShouldReturn(_ view: EntryField) -> Bool {
    sink?.ask(.shouldReturn, method: "entryFieldShouldReturn") ?? true
  }
  func entryFieldShouldClear(_ view: EntryField) -> Bool {
    sink?.ask(.shouldClear, method: "entryFieldShouldClear") ?? true
  }
  func entryField(
    _ view: EntryField, shouldChangeTextIn range: Range<Int>, replacementText text: String
  ) -> Bool {
    sink?.ask(.shouldChangeText(range: range, replacement: text), method: "entryField") ?? true
  }
  func entryFieldDidChange(_ view: EntryField) {
    sink?.tell(.didChange, method: "entryFieldDidChange")
  }
}
