import FieldMachines

/// Drives an `EntryField` with `EntryFieldMachine` events: the text fields' one driver for
/// ``EntryFieldKind``; see ``TextFieldDriver``.
public typealias EntryFieldDriver = TextFieldDriver<EntryFieldKind>

extension TextFieldDriver: EntryFieldDelegate where Kind == EntryFieldKind {
  /// Answers with the current event's `allowed:`.
  public func entryFieldShouldBeginEditing(_ view: EntryField) -> Bool { answer }
  /// Counts the call.
  public func entryFieldDidBeginEditing(_ view: EntryField) { didBegin() }
  /// Answers with the current event's `allowed:`.
  public func entryFieldShouldEndEditing(_ view: EntryField) -> Bool { answer }
  /// Counts the call.
  public func entryFieldDidEndEditing(_ view: EntryField) { didEnd() }
  /// Answers with the current event's `allowed:`.
  public func entryFieldShouldReturn(_ view: EntryField) -> Bool { answer }
  /// Answers with the current event's `allowed:`.
  public func entryFieldShouldClear(_ view: EntryField) -> Bool { answer }
  /// Answers with the current event's `allowed:`.
  public func entryField(
    _ view: EntryField, shouldChangeTextIn range: Range<Int>, replacementText text: String
  ) -> Bool { answer }
}
