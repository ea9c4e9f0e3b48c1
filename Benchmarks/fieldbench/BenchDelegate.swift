import FieldMachines

/// The delegate fieldbench gives a field of any kind: it answers every question with ``answer``
/// and counts the calls it receives. It is a `FieldDelegateCallSink`: the vocabulary's `attach`
/// gives the field the kind's bridge to it, from the kind's runtime folder.
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
