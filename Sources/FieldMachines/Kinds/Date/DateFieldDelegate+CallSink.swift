/// A `DateField`'s messages as ``FieldDelegateCall``s.
extension DateFieldDelegate where Self: FieldDelegateCallSink {
  package func dateFieldShouldBeginEditing(_ view: DateField) -> Bool {
    ask(.shouldBeginEditing, method: "dateFieldShouldBeginEditing")
  }
  package func dateFieldDidBeginEditing(_ view: DateField) {
    tell(.didBeginEditing, method: "dateFieldDidBeginEditing")
  }
  package func dateFieldDidEndEditing(_ view: DateField) {
    tell(.didEndEditing, method: "dateFieldDidEndEditing")
  }
  package func dateFieldCleared(_ view: DateField) { tell(.cleared, method: "dateFieldCleared") }
  package func dateChanged(_ view: DateField) { tell(.didChange, method: "dateChanged") }
}
