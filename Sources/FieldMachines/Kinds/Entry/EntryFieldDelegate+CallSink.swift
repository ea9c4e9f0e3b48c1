/// An `EntryField`'s messages as ``FieldDelegateCall``s.
extension EntryFieldDelegate where Self: FieldDelegateCallSink {
  package func entryFieldShouldBeginEditing(_ view: EntryField) -> Bool {
    ask(.shouldBeginEditing, method: "entryFieldShouldBeginEditing")
  }
  package func entryFieldDidBeginEditing(_ view: EntryField) {
    tell(.didBeginEditing, method: "entryFieldDidBeginEditing")
  }
  package func entryFieldShouldEndEditing(_ view: EntryField) -> Bool {
    ask(.shouldEndEditing, method: "entryFieldShouldEndEditing")
  }
  package func entryFieldDidEndEditing(_ view: EntryField) {
    tell(.didEndEditing, method: "entryFieldDidEndEditing")
  }
  package func entryFieldShouldReturn(_ view: EntryField) -> Bool {
    ask(.shouldReturn, method: "entryFieldShouldReturn")
  }
  package func entryFieldShouldClear(_ view: EntryField) -> Bool {
    ask(.shouldClear, method: "entryFieldShouldClear")
  }
  package func entryField(
    _ view: EntryField, shouldChangeTextIn range: Range<Int>, replacementText text: String
  ) -> Bool {
    ask(.shouldChangeText(range: range, replacement: text), method: "entryField")
  }
  package func entryFieldDidChange(_ view: EntryField) {
    tell(.didChange, method: "entryFieldDidChange")
  }
}
