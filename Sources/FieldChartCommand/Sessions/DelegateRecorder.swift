/// The recording delegate `simulate` gives its field, of any kind: it answers every "should"
/// question (`false` while the current script line is vetoed) and records each call. Each kind's
/// delegate protocol is one extension that names its questions (`ask`) and notices (`tell`).
final class DelegateRecorder {
  /// Whether the current line began with `veto`.
  var vetoes = false
  /// The calls since the last drain, in order: each delegate method's name and, for a
  /// question, the answer given. Kept unformatted so that `check` compares names and builds
  /// no string.
  private(set) var calls: [(name: String, answer: Bool?)] = []

  /// Records a question and answers it.
  func ask(_ name: String) -> Bool {
    let answer = !vetoes
    calls.append((name, answer))
    return answer
  }

  /// Records a notification.
  func tell(_ name: String) {
    calls.append((name, nil))
  }

  /// The calls since the last drain, in order, as `simulate` prints them (`name -> answer`
  /// for a question); empties the list.
  func drain() -> [String] {
    defer { removeAll() }
    return calls.map { call in call.answer.map { "\(call.name) -> \($0)" } ?? call.name }
  }

  /// Forgets the calls, keeping the storage for the next line.
  func removeAll() {
    calls.removeAll(keepingCapacity: true)
  }
}
