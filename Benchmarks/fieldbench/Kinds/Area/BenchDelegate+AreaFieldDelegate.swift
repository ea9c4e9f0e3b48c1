import FieldMachines

/// The questions and notices of an `AreaField` that ``BenchDelegate`` answers and counts.
extension BenchDelegate: AreaFieldDelegate {
  func areaFieldShouldBeginEditing(_ view: AreaField) -> Bool { ask() }
  func areaFieldDidBeginEditing(_ view: AreaField) { tell() }
  func areaFieldShouldEndEditing(_ view: AreaField) -> Bool { ask() }
  func areaFieldDidEndEditing(_ view: AreaField) { tell() }
  func areaFieldShouldReturn(_ view: AreaField) -> Bool { ask() }
  func areaFieldShouldClear(_ view: AreaField) -> Bool { ask() }
  func areaField(
    _ view: AreaField, shouldChangeTextIn range: Range<Int>, replacementText text: String
  ) -> Bool { ask() }
  func areaFieldDidChange(_ view: AreaField) { tell() }
}
