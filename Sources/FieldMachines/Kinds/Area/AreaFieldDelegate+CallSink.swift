/// An `AreaField`'s messages as ``FieldDelegateCall``s.
extension AreaFieldDelegate where Self: FieldDelegateCallSink {
  package func areaFieldShouldBeginEditing(_ view: AreaField) -> Bool {
    ask(.shouldBeginEditing, method: "areaFieldShouldBeginEditing")
  }
  package func areaFieldDidBeginEditing(_ view: AreaField) {
    tell(.didBeginEditing, method: "areaFieldDidBeginEditing")
  }
  package func areaFieldShouldEndEditing(_ view: AreaField) -> Bool {
    ask(.shouldEndEditing, method: "areaFieldShouldEndEditing")
  }
  package func areaFieldDidEndEditing(_ view: AreaField) {
    tell(.didEndEditing, method: "areaFieldDidEndEditing")
  }
  package func areaFieldShouldReturn(_ view: AreaField) -> Bool {
    ask(.shouldReturn, method: "areaFieldShouldReturn")
  }
  package func areaFieldShouldClear(_ view: AreaField) -> Bool {
    ask(.shouldClear, method: "areaFieldShouldClear")
  }
  package func areaField(
    _ view: AreaField, shouldChangeTextIn range: Range<Int>, replacementText text: String
  ) -> Bool {
    ask(.shouldChangeText(range: range, replacement: text), method: "areaField")
  }
  package func areaFieldDidChange(_ view: AreaField) {
    tell(.didChange, method: "areaFieldDidChange")
  }
}
