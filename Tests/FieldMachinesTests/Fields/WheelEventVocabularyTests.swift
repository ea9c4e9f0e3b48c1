import FieldMachines
import FieldMachinesTesting
import Testing

/// The events the picker and the date field share beyond every field's are described once
/// (`WheelEventCase`), and both vocabularies say them the same way: one script line, read back to
/// the same event, and performed on the field as the machine would.
@Suite struct WheelEventVocabularyTests {
  /// Checks the wheel events of a seeded stream of `Vocabulary`'s events; every wheel event must
  /// turn up. Each is performed on a new field, closed, open, and closed holding a value with
  /// the clear pill, where the pills and the closes change something.
  static func check<Vocabulary: ScriptedFieldVocabulary>(_: Vocabulary.Type)
  where Vocabulary.Machine.Event: WheelFieldEvent {
    var generator = SplitMix64(seed: 15)
    var seen: Set<String> = []
    let setups: [(Vocabulary.FieldObject) -> Void] = [
      { _ in },
      { $0.tap() },
      { field in
        Vocabulary.apply(.clearableChanged(true), to: field)
        field.tap()
        Vocabulary.apply(.doneTapped, to: field)
      },
    ]
    for _ in 0..<3_000 {
      let event = Vocabulary.randomEvent(using: &generator)
      guard let wheel = event.wheel else { continue }
      let name = "\(Vocabulary.kind) \(wheel)"
      seen.insert(String(describing: wheel).prefix { $0 != "(" }.description)
      #expect(wheel.event() == event, "\(name)")
      SharedEventCheck.expectSaid(event, as: wheel.scriptLine, by: Vocabulary.self, name)
      for setup in setups {
        let field = Vocabulary.makeDrivenField()
        setup(field)
        SharedEventCheck.expectPerformedAsHandled(event, on: field, by: Vocabulary.self, name)
      }
    }
    #expect(seen.count == 5, "\(Vocabulary.kind): \(seen.sorted())")
  }

  @Test func bothWheelKindsSayTheWheelEventsTheSameWay() {
    Self.check(PickerFieldVocabulary.self)
    Self.check(DateFieldVocabulary.self)
  }

  @Test func theWheelWordsAreTheOnesScriptsAlwaysUsed() {
    #expect(WheelEventCase.doneTapped.scriptLine == "done")
    #expect(WheelEventCase.clearTapped.scriptLine == "clear")
    #expect(WheelEventCase.closeRequested.scriptLine == "resign")
    #expect(WheelEventCase.keyboardWillShow.scriptLine == "keyboard")
    #expect(WheelEventCase.clearableChanged(false).scriptLine == "set clearable false")
    #expect(
      PickerFieldVocabulary.event(scriptLine: "set-clearable true") == .clearableChanged(true))
    #expect(DateFieldVocabulary.event(scriptLine: "set clearable no") == .clearableChanged(false))
    #expect(DateFieldVocabulary.event(scriptLine: "set clearable maybe") == nil)
    #expect(WheelEventCase(scriptLine: ScriptLine("done", vetoed: true)) == nil)
    #expect(PickerFieldMachine.Event.rowSelected(1).wheel == nil)
    #expect(DateFieldMachine.Event.wheelRequested.wheel == nil)
  }
}
