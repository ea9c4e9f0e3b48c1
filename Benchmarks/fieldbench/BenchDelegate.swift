import FieldMachines

/// The delegate fieldbench gives a field of any kind: it answers every question with ``answer``
/// and counts the calls it receives. Every kind's delegate protocol reaches it through
/// `FieldDelegateCallSink`, which the kind's runtime folder implements.
final class BenchDelegate: FieldDelegateCallSink {
  /// What every "should" question is answered.
  var answer = true
  /// The calls received so far.
  var calls = 0

  /// Counts a question and answers it.
  func ask(_ call: FieldDelegateCall, method: StaticString) -> Bool {
    calls &+= 1
    return answer
  }

  /// Counts a notice.
  func tell(_ call: FieldDelegateCall, method: StaticString) { calls &+= 1 }
}
