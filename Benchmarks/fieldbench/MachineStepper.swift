import FieldMachines

/// Runs a pure machine as a field's step runs it: one `handle(_:into:)` per event, its effects
/// emitted into the machine's own non-generic `EffectBuffer` (the sink a field's hub uses),
/// counted, then dropped, all in the machine's module (`handleCountingEffects(_:)`), as a
/// field's step runs there.
struct MachineStepper<Machine: EffectEmittingMachine>: Stepper {
  var machine: Machine

  mutating func step(_ event: Machine.Event) -> Int {
    machine.handleCountingEffects(event)
  }
}
