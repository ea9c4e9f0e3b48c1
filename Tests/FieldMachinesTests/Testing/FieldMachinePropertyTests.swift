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

  @Test func areaMachineObeysTheLaws() {
    checkFieldMachineLaws(AreaFieldMachine.self, seed: 0xA1) { machine, _, _ in
      try check(
        machine.canBeginEditing == (machine.state.isEnabled && !machine.isEditing),
        "canBeginEditing disagrees with the state")
    }
  }

  @Test func pickerMachineObeysTheLaws() {
    checkFieldMachineLaws(PickerFieldMachine.self, seed: 0xB1) { machine, _, _ in
      try check(
        machine.canOpen
          == (machine.state.isEnabled && !machine.isActive
            && (machine.state.isReadOnly || machine.state.rowCount > 0)),
        "canOpen disagrees with the state")
    }
  }

  @Test func dateMachineObeysTheLaws() {
    checkFieldMachineLaws(DateFieldMachine.self, seed: 0xDA) { machine, _, _ in
      try check(
        machine.canOpen == (machine.state.isEnabled && !machine.isActive),
        "canOpen disagrees with the state")
    }
  }

  @Test(arguments: [EventWeights.standard, .userOnly, .configurationHeavy])
  func everyMachineObeysTheLawsUnderEveryMix(weights: EventWeights) {
    let count = PropertySettings.eventCount(default: 100_000) / 5
    checkFieldMachineLaws(EntryFieldMachine.self, weights: weights, seed: 0xE2, eventCount: count)
    checkFieldMachineLaws(AreaFieldMachine.self, weights: weights, seed: 0xA2, eventCount: count)
    checkFieldMachineLaws(PickerFieldMachine.self, weights: weights, seed: 0xB2, eventCount: count)
    checkFieldMachineLaws(DateFieldMachine.self, weights: weights, seed: 0xD2, eventCount: count)
  }
}
