import FieldMachines
import Testing

/// What the tests of the events several kinds share (`CommonEventVocabularyTests`,
/// `WheelEventVocabularyTests`) check of each such event, written once: the kind says it with
/// the shared description's line and reads it back, and performs it as its machine handles it.
enum SharedEventCheck {
  /// Expects `Vocabulary` to print `event` as `line` (the shared description's), to read `line`
  /// back to `event` and the vetoed `line` to nothing, and its delegate to answer yes to it.
  static func expectSaid<Vocabulary: ScriptedFieldVocabulary>(
    _ event: Vocabulary.Machine.Event, as line: String, by _: Vocabulary.Type, _ name: String
  ) {
    #expect(Vocabulary.scriptLine(for: event) == line, "\(name)")
    #expect(Vocabulary.event(scriptLine: line) == event, "\(name)")
    #expect(Vocabulary.event(scriptLine: "veto " + line) == nil, "\(name)")
    #expect(Vocabulary.allowed(event), "\(name)")
  }

  /// Expects `Vocabulary`'s field call for `event` to leave `field` in the state its machine
  /// reaches by handling `event`.
  static func expectPerformedAsHandled<Vocabulary: ScriptedFieldVocabulary>(
    _ event: Vocabulary.Machine.Event, on field: Vocabulary.FieldObject, by _: Vocabulary.Type,
    _ name: String
  ) {
    var machine = field.machine
    _ = machine.handle(event)
    Vocabulary.apply(event, to: field)
    #expect(field.machine.state == machine.state, "\(name)")
  }
}
