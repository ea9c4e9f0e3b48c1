import FieldMachines

/// Runs a pure machine as a field's step runs it: one `handle(_:into:)` per event, its effects
/// emitted into the machine's own non-generic `EffectBuffer` (the sink a field's hub uses),
/// counted, then dropped.
struct MachineStepper<Machine: EffectEmittingMachine>: Stepper {
  var machine: Machine

  mutating func step(_ event: Machine.Event) -> Int {
    var effects = Machine.EffectBuffer()
    machine.handle(event, into: &effects)
    return effects.count
  }
}
