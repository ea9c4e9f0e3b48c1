/// The shared part of the recording delegates `simulate` gives its fields: it answers every
/// "should" question (`false` while the current script line is vetoed) and records each call.
class DelegateRecorder {
  /// Whether the current line began with `veto`.
  var vetoes = false
  private var calls: [String] = []

  /// Records a question and answers it.
  func ask(_ name: String) -> Bool {
    let answer = !vetoes
    calls.append("\(name) -> \(answer)")
    return answer
  }

  /// Records a notification.
  func tell(_ name: String) {
    calls.append(name)
  }

  /// The calls since the last drain, in order.
  func drain() -> [String] {
    defer { calls.removeAll() }
    return calls
  }
}
