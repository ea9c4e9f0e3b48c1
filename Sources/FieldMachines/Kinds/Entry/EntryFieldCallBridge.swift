/// What `Field.attach(_:)` makes an `EntryField`'s delegate: its messages as
/// ``FieldDelegateCall``s, forwarded to a ``FieldDelegateCallSink``.
///
/// The field keeps it while it is the field's delegate (see ``FieldDelegateCallSink``); it holds
/// the sink weakly, and once the sink is gone it answers `true` and tells nothing, as a field
/// without a delegate does.
final class EntryFieldCallBridge: FieldCallBridge, EntryFieldDelegate, KindCallBridge {
  func entryFieldShouldBeginEditing(_ view: EntryField) -> Bool {
    ask(.shouldBeginEditing, method: "entryFieldShouldBeginEditing")
  }
  func entryFieldDidBeginEditing(_ view: EntryField) {
    tell(.didBeginEditing, method: "entryFieldDidBeginEditing")
  }
  func entryFieldShouldEndEditing(_ view: EntryField) -> Bool {
    ask(.shouldEndEditing, method: "entryFieldShouldEndEditing")
  }
  func entryFieldDidEndEditing(_ view: EntryField) {
    tell(.didEndEditing, method: "entryFieldDidEndEditing")
  }
  func entryFieldShouldReturn(_ view: EntryField) -> Bool {
    ask(.shouldReturn, method: "entryFieldShouldReturn")
  }
  func entryFieldShouldClear(_ view: EntryField) -> Bool {
    ask(.shouldClear, method: "entryFieldShouldClear")
  }
  func entryField(
    _ view: EntryField, shouldChangeTextIn range: Range<Int>, replacementText text: String
  ) -> Bool {
    ask(.shouldChangeText(range: range, replacement: text), method: "entryField")
  }
  func entryFieldDidChange(_ view: EntryField) {
    tell(.didChange, method: "entryFieldDidChange")
  }

  /// The bridge as an `EntryField`'s delegate.
  var asDelegate: any EntryFieldDelegate { self }
  /// An `EntryField`'s delegate held weakly (how its ``DelegateSlot`` holds the app's).
  struct WeakDelegate: WeakFieldDelegate { weak var delegate: (any EntryFieldDelegate)? }
}
