import FieldMachines

/// Runs a pure machine as a field's step runs it: one `handle(_:into:)` per event, its effects
/// emitted into one kept `EffectBuffer` of the machine's own non-generic type (as a field's hub
/// keeps one), counted, then emptied, all in the machine's module
/// (`handleCountingEffects(_:reusing:)`), as a field's step runs there.
struct MachineStepper<Machine: EffectEmittingMachine>: Stepper {
  var machine: Machine
  /// The buffer every step emits into, empty between steps.
  var effects = Machine.EffectBuffer()

  init(machine: Machine) {
    self.machine = machine
  }

  mutating func step(_ event: Machine.Event) -> Int {
    machine.handleCountingEffects(event, reusing: &effects)
  }
}
