import FieldMachines

/// A delegate of every field kind (attached through the kind's vocabulary) that answers every
/// question with ``answer``: a walk of a kind's random events sets it to what each event needs
/// (`FieldVocabulary.allowed(_:)`) before applying the event.
final class AnsweringCallSink: FieldDelegateCallSink {
  /// The answer to every question.
  var answer = true

  func ask(_ call: FieldDelegateCall, method: StaticString) -> Bool { answer }
  func tell(_ call: FieldDelegateCall, method: StaticString) {}
}
