import FieldMachines
import FieldMachinesTesting
import Testing

/// The library's own long runs: every law of every machine over random event streams with fixed
/// seeds. 100,000 events per field kind by default; `FIELDMACHINES_PROPERTY_EVENTS=10000000`
/// runs ten million.
@Suite struct FieldMachinePropertyTests {
  @Test func entryMachineObeysTheLaws() {
    checkFieldMachineLaws(EntryFieldMachine.self, seed: 0xE1) { machine, _, _ in
      try check(
        machine.canBeginEditing == (machine.state.isEnabled && !machine.isEditing),
        "canBeginEditing disagrees with the state")
    }
  }

  @Test(arguments: [EventWeights.userOnly, .configurationHeavy])
  func entryMachineObeysTheLawsUnderOtherMixes(weights: EventWeights) {
    checkFieldMachineLaws(
      EntryFieldMachine.self, weights: weights, seed: 0xE2,
      eventCount: PropertySettings.eventCount(default: 20_000) / 5)
  }
}
