import FieldMachines

/// An `AreaFieldDelegate` that records every call in order and answers from ``answers``.
public final class RecordingAreaFieldDelegate: AreaFieldDelegate {
  /// Every call so far, oldest first.
  public private(set) var calls: [TextFieldDelegateCall] = []
  /// The answers it gives.
  public var answers: TextFieldDelegateAnswers
  /// Called after each call is recorded, for tests that act from inside a delegate method.
  public var onCall: ((TextFieldDelegateCall, AreaField) -> Void)?

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
  public func areaFieldShouldBeginEditing(_ view: AreaField) -> Bool {
    record(.shouldBeginEditing, view)
    return answers.shouldBeginEditing
  }

  /// Records the call.
  public func areaFieldDidBeginEditing(_ view: AreaField) {
    record(.didBeginEditing, view)
  }

  /// Records the call and answers ``TextFieldDelegateAnswers/shouldEndEditing``.
  public func areaFieldShouldEndEditing(_ view: AreaField) -> Bool {
    record(.shouldEndEditing, view)
    return answers.shouldEndEditing
  }

  /// Records the call, then sets ``TextFieldDelegateAnswers/errorOnDidEndEditing`` if any.
  public func areaFieldDidEndEditing(_ view: AreaField) {
    record(.didEndEditing, view)
    if let message = answers.errorOnDidEndEditing { view.setError(withText: message) }
  }

  /// Records the call and answers ``TextFieldDelegateAnswers/shouldReturn``.
  public func areaFieldShouldReturn(_ view: AreaField) -> Bool {
    record(.shouldReturn, view)
    return answers.shouldReturn
  }

  /// Records the call and answers ``TextFieldDelegateAnswers/shouldClear``.
  public func areaFieldShouldClear(_ view: AreaField) -> Bool {
    record(.shouldClear, view)
    return answers.shouldClear
  }

  /// Records the call and answers ``TextFieldDelegateAnswers/shouldChangeText``.
  public func areaField(
    _ view: AreaField, shouldChangeTextIn range: Range<Int>, replacementText text: String
  ) -> Bool {
    record(.shouldChangeText(range: range, replacement: text), view)
    return answers.shouldChangeText
  }

  /// Records the call.
  public func areaFieldDidChange(_ view: AreaField) {
    record(.didChange, view)
  }

  private func record(_ call: TextFieldDelegateCall, _ view: AreaField) {
    calls.append(call)
    onCall?(call, view)
  }
}
