import FieldMachines
import FieldMachinesTesting
import Testing

/// The events every kind has are described once (`CommonEventCase`), and every kind's
/// vocabulary says them the same way: one script line, read back to the same event, from the
/// same source, with the same simpler forms, and performed on the field as the machine would.
/// Entry events map onto the shared text events and back.
@Suite struct CommonEventVocabularyTests {
  static let commonEvents: [CommonEventCase] = [
    .errorSet("Required"), .errorSet(""), .errorRemoved, .enabledChanged(false),
    .enabledChanged(true), .readOnlyChanged(true), .readOnlyChanged(false),
    .helperTextChanged("Hint"), .helperTextChanged(nil), .supportingRowReservationChanged(true),
    .errorAnnouncementsChanged(false),
  ]

  /// The kind's event standing for `common`.
  static func event<Event: CommonFieldEvent>(_ common: CommonEventCase) -> Event {
    switch common {
    case .errorSet(let message): .errorSet(message)
    case .errorRemoved: .errorRemoved
    case .enabledChanged(let isEnabled): .enabledChanged(isEnabled)
    case .readOnlyChanged(let isReadOnly): .readOnlyChanged(isReadOnly)
    case .helperTextChanged(let text): .helperTextChanged(text)
    case .supportingRowReservationChanged(let reserves): .supportingRowReservationChanged(reserves)
    case .errorAnnouncementsChanged(let announces): .errorAnnouncementsChanged(announces)
    }
  }

  /// Checks every common event against `Vocabulary`.
  static func check<Vocabulary: ScriptedFieldVocabulary>(_: Vocabulary.Type) {
    for common in commonEvents {
      let event: Vocabulary.Machine.Event = Self.event(common)
      #expect(event.common == common, "\(Vocabulary.kind) \(common)")
      let line = Vocabulary.scriptLine(for: event)
      #expect(line == common.scriptLine, "\(Vocabulary.kind) \(common)")
      #expect(Vocabulary.event(scriptLine: line) == event, "\(Vocabulary.kind) \(line)")
      #expect(Vocabulary.event(scriptLine: "veto " + line) == nil, "\(Vocabulary.kind) \(line)")
      #expect(Vocabulary.source(of: event) == common.source, "\(Vocabulary.kind) \(common)")
      let simpler: [Vocabulary.Machine.Event] = common.simplifications()
      #expect(Vocabulary.simplifications(of: event) == simpler, "\(Vocabulary.kind) \(common)")
      #expect(Vocabulary.allowed(event), "\(Vocabulary.kind) \(common)")

      let field = Vocabulary.makeDrivenField()
      var machine = field.machine
      _ = machine.handle(event)
      Vocabulary.apply(event, to: field)
      #expect(field.machine.state == machine.state, "\(Vocabulary.kind) \(common)")
    }
  }

  @Test func everyKindSaysTheCommonEventsTheSameWay() {
    check(EntryFieldVocabulary.self)
    check(AreaFieldVocabulary.self)
    check(PickerFieldVocabulary.self)
    check(DateFieldVocabulary.self)
  }

  @Test func theCommonWordsAreTheOnesScriptsAlwaysUsed() {
    #expect(CommonEventCase.errorSet("Bad").scriptLine == "error Bad")
    #expect(CommonEventCase.errorRemoved.scriptLine == "remove-error")
    #expect(CommonEventCase.enabledChanged(false).scriptLine == "set enabled false")
    #expect(CommonEventCase.readOnlyChanged(true).scriptLine == "set read-only true")
    #expect(CommonEventCase.helperTextChanged(nil).scriptLine == "set helper")
    #expect(
      CommonEventCase.supportingRowReservationChanged(true).scriptLine
        == "set reserve-row true")
    #expect(
      CommonEventCase.errorAnnouncementsChanged(false).scriptLine
        == "set announce-errors false")
    #expect(PickerFieldMachine.Event.common(of: ScriptLine("enable")) == .enabledChanged(true))
    #expect(DateFieldMachine.Event.common(of: ScriptLine("disable")) == .enabledChanged(false))
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
      #expect(
        EntryFieldVocabulary.event(scriptLine: EntryFieldVocabulary.scriptLine(for: event))
          == event)
    }
    #expect(ownSeen > 0)
  }
}
