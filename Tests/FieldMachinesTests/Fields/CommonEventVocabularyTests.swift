import FieldMachines
import FieldMachinesTesting
import Testing

/// The events every kind has are described once (`CommonFieldEvent`), and every kind's
/// vocabulary says them the same way: one script line, read back to the same event, from the
/// same source, with the same simpler forms, and performed on the field as the machine would.
/// Entry events map onto the shared text events and back.
@Suite struct CommonEventVocabularyTests {
  /// Checks the common events of a seeded stream of `Vocabulary`'s events; every common event
  /// must turn up.
  static func check<Vocabulary: ScriptedFieldVocabulary>(_: Vocabulary.Type) {
    var generator = SplitMix64(seed: 15)
    var seen: Set<String> = []
    for _ in 0..<3_000 {
      let event = Vocabulary.randomEvent(using: &generator)
      guard let common = event.common else { continue }
      let name = "\(Vocabulary.kind) \(common)"
      seen.insert(String(describing: common).prefix { $0 != "(" }.description)
      SharedEventCheck.expectSaid(event, as: common.scriptLine, by: Vocabulary.self, name)
      #expect(Vocabulary.source(of: event) == common.source, "\(name)")
      let simpler: [Vocabulary.Machine.Event] = common.simplifications.map { .common($0) }
      #expect(Vocabulary.simplifications(of: event) == simpler, "\(name)")
      #expect(simpler.allSatisfy { $0.common != nil }, "\(name)")
      SharedEventCheck.expectPerformedAsHandled(
        event, on: Vocabulary.makeDrivenField(), by: Vocabulary.self, name)
    }
    #expect(seen.count == 7, "\(Vocabulary.kind): \(seen.sorted())")
  }

  @Test func everyKindSaysTheCommonEventsTheSameWay() {
    Self.check(EntryFieldVocabulary.self)
    Self.check(AreaFieldVocabulary.self)
    Self.check(PickerFieldVocabulary.self)
    Self.check(DateFieldVocabulary.self)
  }

  @Test func theCommonWordsAreTheOnesScriptsAlwaysUsed() {
    #expect(CommonFieldEvent.errorSet("Bad").scriptLine == "error Bad")
    #expect(CommonFieldEvent.errorRemoved.scriptLine == "remove-error")
    #expect(CommonFieldEvent.enabledChanged(false).scriptLine == "set enabled false")
    #expect(CommonFieldEvent.readOnlyChanged(true).scriptLine == "set read-only true")
    #expect(CommonFieldEvent.helperTextChanged(nil).scriptLine == "set helper")
    #expect(
      CommonFieldEvent.supportingRowReservationChanged(true).scriptLine == "set reserve-row true")
    #expect(
      CommonFieldEvent.errorAnnouncementsChanged(false).scriptLine == "set announce-errors false")
    #expect(PickerFieldMachine.Event.common(of: ScriptLine("enable")) == .enabledChanged(true))
    #expect(DateFieldMachine.Event.common(of: ScriptLine("disable")) == .enabledChanged(false))
    #expect(PickerFieldMachine.Event.common(of: ScriptLine("enable", vetoed: true)) == nil)
  }

  @Test func entryEventsAreTheTextEventsOfTheSameNameOrTheEntrysOwn() {
    var generator = SplitMix64(seed: 15)
    var ownSeen = 0
    for _ in 0..<2_000 {
      let event = EntryFieldVocabulary.randomEvent(using: &generator)
      switch event.part {
      case .text(let text):
        #expect(EntryFieldVocabulary.scriptLine(for: event) == TextFieldScript.line(for: text))
        #expect(EntryFieldVocabulary.source(of: event) == TextFieldScript.source(of: text))
        #expect(event.common == text.common)
      case .returnPressed, .visibilityToggled, .secureTextEntryChanged:
        ownSeen += 1
        #expect(event.common == nil)
      }
      let line = EntryFieldVocabulary.scriptLine(for: event)
      #expect(EntryFieldVocabulary.event(scriptLine: line) == event)
    }
    #expect(ownSeen > 0)
  }
}
