import FieldMachines

/// An `EntryFieldDelegate` that records every call in order and answers from ``answers``.
public final class RecordingEntryFieldDelegate: EntryFieldDelegate {
  /// Every call so far, oldest first.
  public private(set) var calls: [TextFieldDelegateCall] = []
  /// The answers it gives.
  public var answers: TextFieldDelegateAnswers
  /// Called after each call is recorded, for tests that act from inside a delegate method.
  public var onCall: ((TextFieldDelegateCall, EntryField) -> Void)?

  /// Creates a delegate that gives `answers`.
  public init(answers: TextFieldDelegateAnswers = TextFieldDelegateAnswers()) {
    self.answers = answers
  }

  /// Returns the calls recorded since the last take, and forgets them.
  public func takeCalls() -> [TextFieldDelegateCall] {
    defer { calls.removeAll() }
    return calls
  }

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

  private func record(_ call: TextFieldDelegateCall, _ view: EntryField) {
    calls.append(call)
    onCall?(call, view)
  }
}
