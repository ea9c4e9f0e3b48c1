import FieldMachines

/// An area delegate that answers every question with ``answer`` and counts the calls it
/// receives.
final class BenchAreaDelegate: AreaFieldDelegate {
  var answer = true
  var calls = 0

  func areaFieldShouldBeginEditing(_ view: AreaField) -> Bool {
    calls &+= 1
    return answer
  }
  func areaFieldDidBeginEditing(_ view: AreaField) { calls &+= 1 }
  func areaFieldShouldEndEditing(_ view: AreaField) -> Bool {
    calls &+= 1
    return answer
  }
  func areaFieldDidEndEditing(_ view: AreaField) { calls &+= 1 }
  func areaFieldShouldReturn(_ view: AreaField) -> Bool {
    calls &+= 1
    return answer
  }
  func areaFieldShouldClear(_ view: AreaField) -> Bool {
    calls &+= 1
    return answer
  }
  func areaField(
    _ view: AreaField, shouldChangeTextIn range: Range<Int>, replacementText text: String
  ) -> Bool {
    calls &+= 1
    return answer
  }
  func areaFieldDidChange(_ view: AreaField) { calls &+= 1 }
}
