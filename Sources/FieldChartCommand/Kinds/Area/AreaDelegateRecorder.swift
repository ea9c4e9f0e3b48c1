import FieldMachines

/// The recording delegate of an ``AreaField`` under `simulate`.
final class AreaDelegateRecorder: DelegateRecorder, AreaFieldDelegate {
  func areaFieldShouldBeginEditing(_ view: AreaField) -> Bool { ask("areaFieldShouldBeginEditing") }
  func areaFieldDidBeginEditing(_ view: AreaField) { tell("areaFieldDidBeginEditing") }
  func areaFieldShouldEndEditing(_ view: AreaField) -> Bool { ask("areaFieldShouldEndEditing") }
  func areaFieldDidEndEditing(_ view: AreaField) { tell("areaFieldDidEndEditing") }
  func areaFieldShouldReturn(_ view: AreaField) -> Bool { ask("areaFieldShouldReturn") }
  func areaFieldShouldClear(_ view: AreaField) -> Bool { ask("areaFieldShouldClear") }
  func areaFieldDidChange(_ view: AreaField) { tell("areaFieldDidChange") }

  func areaField(
    _ view: AreaField, shouldChangeTextIn range: Range<Int>, replacementText text: String
  ) -> Bool {
    ask(
      "areaField(_:shouldChangeTextIn: \(range.lowerBound)..<\(range.upperBound), "
        + "replacementText: \(JSONText.quoted(text)))")
  }
}
