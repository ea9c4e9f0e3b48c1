import FieldMachines

/// The questions and notices of an `EntryField` that ``BenchDelegate`` answers and counts.
extension BenchDelegate: EntryFieldDelegate {
  func entryFieldShouldBeginEditing(_ view: EntryField) -> Bool { ask() }
  func entryFieldDidBeginEditing(_ view: EntryField) { tell() }
  func entryFieldShouldEndEditing(_ view: EntryField) -> Bool { ask() }
  func entryFieldDidEndEditing(_ view: EntryField) { tell() }
  func entryFieldShouldReturn(_ view: EntryField) -> Bool { ask() }
  func entryFieldShouldClear(_ view: EntryField) -> Bool { ask() }
  func entryField(
    _ view: EntryField, shouldChangeTextIn range: Range<Int>, replacementText text: String
  ) -> Bool { ask() }
  func entryFieldDidChange(_ view: EntryField) { tell() }
}
