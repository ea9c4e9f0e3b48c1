import FieldMachines

/// The delegate a driver gives the field it drives, of any kind: it answers every question with
/// ``answer`` (the current event's `allowed:`) and counts the activations that begin and end.
final class DriverDelegate: FieldDelegateCallSink {
  /// What every "should" question is answered.
  var answer = true
  /// The did-begin calls so far.
  private(set) var beginCalls = 0
  /// The did-end calls so far.
  private(set) var endCalls = 0

  /// Answers ``answer``.
  func ask(_ call: FieldDelegateCall, method: StaticString) -> Bool { answer }

  /// Counts a did-begin or did-end call.
  func tell(_ call: FieldDelegateCall, method: StaticString) {
    switch call {
    case .didBeginEditing: beginCalls += 1
    case .didEndEditing: endCalls += 1
    case .shouldBeginEditing, .shouldEndEditing, .shouldReturn, .shouldClear, .shouldChangeText,
      .didChange, .cleared, .didSelectRow:
      break
    }
  }
}
