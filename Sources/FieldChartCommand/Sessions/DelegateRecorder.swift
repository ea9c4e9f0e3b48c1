import FieldMachines

/// The recording delegate `simulate` gives its field, of any kind: it answers every "should"
/// question (`false` while the current script line is vetoed) and records each call under the
/// delegate method's name and arguments. Every kind's delegate protocol reaches it through
/// `FieldDelegateCallSink`, which the kind's runtime folder implements.
final class DelegateRecorder: FieldDelegateCallSink {
  /// Whether the current line began with `veto`.
  var vetoes = false
  private var calls: [String] = []

  /// Records a question and answers it.
  func ask(_ call: FieldDelegateCall, method: StaticString) -> Bool {
    ask(Self.name(of: call, method: method))
  }

  /// Records a notification.
  func tell(_ call: FieldDelegateCall, method: StaticString) {
    calls.append(Self.name(of: call, method: method))
  }

  /// Records the question `name` and answers it.
  func ask(_ name: String) -> Bool {
    let answer = !vetoes
    calls.append("\(name) -> \(answer)")
    return answer
  }

  /// The calls since the last drain, in order.
  func drain() -> [String] {
    defer { calls.removeAll() }
    return calls
  }

  /// How `simulate` prints `call`: the method's name, with its arguments where it has any.
  private static func name(of call: FieldDelegateCall, method: StaticString) -> String {
    switch call {
    case .shouldChangeText(let range, let text):
      "\(method)(_:shouldChangeTextIn: \(range.lowerBound)..<\(range.upperBound), "
        + "replacementText: \(JSONText.quoted(text)))"
    case .didSelectRow(let row): "\(method)(_:didSelectRow: \(row))"
    case .shouldBeginEditing, .didBeginEditing, .shouldEndEditing, .didEndEditing, .shouldReturn,
      .shouldClear, .didChange, .cleared:
      "\(method)"
    }
  }
}
