import FieldMachines

/// The recording delegate of an ``EntryField`` under `simulate`.
final class EntryDelegateRecorder: DelegateRecorder, EntryFieldDelegate {
  func entryFieldShouldBeginEditing(_ view: EntryField) -> Bool {
    ask("entryFieldShouldBeginEditing")
  }

  func entryFieldDidBeginEditing(_ view: EntryField) {
    tell("entryFieldDidBeginEditing")
  }

  func entryFieldShouldEndEditing(_ view: EntryField) -> Bool {
    ask("entryFieldShouldEndEditing")
  }

  func entryFieldDidEndEditing(_ view: EntryField) {
    tell("entryFieldDidEndEditing")
  }

  func entryFieldShouldReturn(_ view: EntryField) -> Bool {
    ask("entryFieldShouldReturn")
  }

  func entryFieldShouldClear(_ view: EntryField) -> Bool {
    ask("entryFieldShouldClear")
  }

  func entryField(
    _ view: EntryField, shouldChangeTextIn range: Range<Int>, replacementText text: String
  ) -> Bool {
    ask(
      "entryField(_:shouldChangeTextIn: \(range.lowerBound)..<\(range.upperBound), "
        + "replacementText: \(JSONText.quoted(text)))")
  }

  func entryFieldDidChange(_ view: EntryField) {
    tell("entryFieldDidChange")
  }
}
