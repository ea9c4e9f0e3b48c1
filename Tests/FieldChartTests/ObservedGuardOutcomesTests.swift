import FieldMachines
import FieldMachinesTesting
import Testing

/// A field's observed transitions carry the guard outcomes its machine recorded while it
/// stepped (`TransitionRecord.guards`), so `fieldchart check` and `simulate` never run a step
/// again on a copy to learn them: for every kind, on the testing kit's generated events, the
/// outcomes a record carries are the ones the machine's transition code decides for its event
/// in its state.
@Suite struct ObservedGuardOutcomesTests {
  @Test func entryRecordsCarryTheirGuardOutcomes() {
    checkRecords(of: EntryFieldKind.self) { field, handler in field.observeTransitions(handler) }
  }

  @Test func areaRecordsCarryTheirGuardOutcomes() {
    checkRecords(of: AreaFieldKind.self) { field, handler in field.observeTransitions(handler) }
  }

  @Test func pickerRecordsCarryTheirGuardOutcomes() {
    checkRecords(of: PickerFieldKind.self) { field, handler in field.observeTransitions(handler) }
  }

  @Test func dateRecordsCarryTheirGuardOutcomes() {
    checkRecords(of: DateFieldKind.self) { field, handler in field.observeTransitions(handler) }
  }

  /// Drives a new field of `kind` with 20 generated sequences and compares each record's
  /// outcomes with those the machine records for the same event in the same state.
  private func checkRecords<Kind: FieldKindDescription>(
    of kind: Kind.Type,
    observe: (Kind.FieldObject, @escaping (TransitionRecord<Kind.Machine>) -> Void) ->
      TransitionObservation
  ) where Kind.Machine: ChartableMachine {
    var rng = SplitMix64(seed: 0x6A4D)
    var records: [TransitionRecord<Kind.Machine>] = []
    for _ in 0..<20 {
      let field = Kind.makeField()
      let observation = observe(field) { records.append($0) }
      for event in Kind.Machine.sequences().generate(using: &rng) {
        Kind.apply(event, to: field)
      }
      observation.cancel()
    }
    var mismatches = 0
    for record in records {
      let decided = Kind.Machine.chartConditions(of: record.event, in: record.before)
      if record.guards.conditions != decided {
        mismatches += 1
        if mismatches <= 3 {
          Issue.record("\(record.event): \(record.guards.conditions) ≠ \(decided)")
        }
      }
    }
    #expect(mismatches == 0)
    #expect(records.contains { !$0.guards.outcomes.isEmpty })
  }
}
