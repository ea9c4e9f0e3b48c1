/// The delegate fieldbench gives a field of any kind: it answers every question with ``answer``
/// and counts the calls it receives. Each kind's delegate protocol is one extension that names
/// its questions (``ask()``) and notices (``tell()``).
final class BenchDelegate {
  /// What every "should" question is answered.
  var answer = true
  /// The calls received so far.
  var calls = 0

  /// Counts a question and answers it.
  func ask() -> Bool {
    calls &+= 1
    return answer
  }

  /// Counts a notice.
  func tell() { calls &+= 1 }
}
