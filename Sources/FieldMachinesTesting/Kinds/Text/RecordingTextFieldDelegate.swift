import FieldMachines

/// A text field's delegate, entry or area, that records every call in order and answers from
/// ``answers``. ``RecordingEntryFieldDelegate`` and ``RecordingAreaFieldDelegate`` name it for
/// their ``FieldKindOf``; the two text kinds share it by construction.
public final class RecordingTextFieldDelegate<Kind: FieldKindDescription> {
  /// Every call so far, oldest first.
  public private(set) var calls: [TextFieldDelegateCall] = []
  /// The answers it gives.
  public var answers: TextFieldDelegateAnswers
  /// Called after each call is recorded, for tests that act from inside a delegate method.
  public var onCall: ((TextFieldDelegateCall, Kind.FieldObject) -> Void)?

  /// Creates a delegate that gives `answers`.
  public init(answers: TextFieldDelegateAnswers = TextFieldDelegateAnswers()) {
    self.answers = answers
  }

  /// Returns the calls recorded since the last take, and forgets them.
  public func takeCalls() -> [TextFieldDelegateCall] {
    defer { calls.removeAll() }
    return calls
  }

  /// Records `call` from `view`, then tells ``onCall``.
  func record(_ call: TextFieldDelegateCall, _ view: Kind.FieldObject) {
    calls.append(call)
    onCall?(call, view)
  }
}
