import FieldMachines

/// An `EntryFieldDelegate` that records every call in order and answers from
/// ``RecordingTextFieldDelegate/answers``: the text fields' one recording delegate for
/// ``EntryFieldKind``.
public typealias RecordingEntryFieldDelegate = RecordingTextFieldDelegate<EntryFieldKind>

extension RecordingTextFieldDelegate: EntryFieldDelegate where Kind == EntryFieldKind {
  /// Records the call and answers ``TextFieldDelegateAnswers/shouldBeginEditing``.
  public func entryFieldShouldBeginEditing(_ view: EntryField) -> Bool {
    record(.shouldBeginEditing, view)
    return answers.shouldBeginEditing
  }

  /// Records the call.
  public func entryFieldDidBeginEditing(_ view: EntryField) {
    record(.didBeginEditing, view)
  }

  /// Records the call and answers ``TextFieldDelegateAnswers/shouldEndEditing``.
  public func entryFieldShouldEndEditing(_ view: EntryField) -> Bool {
    record(.shouldEndEditing, view)
    return answers.shouldEndEditing
  }

  /// Records the call, then sets ``TextFieldDelegateAnswers/errorOnDidEndEditing`` if any.
  public func entryFieldDidEndEditing(_ view: EntryField) {
    record(.didEndEditing, view)
    if let message = answers.errorOnDidEndEditing { view.setError(withText: message) }
  }

  /// Records the call and answers ``TextFieldDelegateAnswers/shouldReturn``.
  public func entryFieldShouldReturn(_ view: EntryField) -> Bool {
    record(.shouldReturn, view)
    return answers.shouldReturn
  }

  /// Records the call and answers ``TextFieldDelegateAnswers/shouldClear``.
  public func entryFieldShouldClear(_ view: EntryField) -> Bool {
    record(.shouldClear, view)
    return answers.shouldClear
  }

  /// Records the call and answers ``TextFieldDelegateAnswers/shouldChangeText``.
  public func entryField(
    _ view: EntryField, shouldChangeTextIn range: Range<Int>, replacementText text: String
  ) -> Bool {
    record(.shouldChangeText(range: range, replacement: text), view)
    return answers.shouldChangeText
  }

  /// Records the call.
  public func entryFieldDidChange(_ view: EntryField) {
    record(.didChange, view)
  }
}
