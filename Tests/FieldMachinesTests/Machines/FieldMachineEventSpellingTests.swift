import FieldMachines
import Testing

/// Every kind's `Event` spells the common events directly (`.errorSet("x")`, `.errorRemoved`, …;
/// `FieldMachineEvent`), and each spelling is the `common(_:)` case carrying that same common
/// event with that same payload: code written before the events carried them as one case keeps
/// its meaning.
@Suite struct FieldMachineEventSpellingTests {
  /// Each spelling on `Event`, beside the common event it must be.
  static func spellings<Event: FieldMachineEvent>(of _: Event.Type) -> [(Event, CommonFieldEvent)] {
    [
      (.errorSet("Required"), .errorSet("Required")),
      (.errorRemoved, .errorRemoved),
      (.enabledChanged(false), .enabledChanged(false)),
      (.enabledChanged(true), .enabledChanged(true)),
      (.readOnlyChanged(true), .readOnlyChanged(true)),
      (.helperTextChanged("Help"), .helperTextChanged("Help")),
      (.helperTextChanged(nil), .helperTextChanged(nil)),
      (.supportingRowReservationChanged(true), .supportingRowReservationChanged(true)),
      (.errorAnnouncementsChanged(false), .errorAnnouncementsChanged(false)),
    ]
  }

  /// Checks every spelling of `Event`, and that no two spellings are the same event.
  static func check<Event: FieldMachineEvent>(_ type: Event.Type) {
    let pairs = spellings(of: type)
    for (spelled, common) in pairs {
      #expect(spelled == .common(common), "\(Event.self): \(spelled) is not common(\(common))")
    }
    #expect(Set(pairs.map(\.0)).count == pairs.count, "\(Event.self): two spellings coincide")
  }

  @Test func entryEventsSpellTheirCommonCase() { Self.check(EntryFieldMachine.Event.self) }
  @Test func areaEventsSpellTheirCommonCase() { Self.check(AreaFieldMachine.Event.self) }
  @Test func pickerEventsSpellTheirCommonCase() { Self.check(PickerFieldMachine.Event.self) }
  @Test func dateEventsSpellTheirCommonCase() { Self.check(DateFieldMachine.Event.self) }
}
