import FieldMachines

/// Runs a pure machine: one `handle(_:)` per event.
struct MachineStepper<Machine: FieldMachine>: Stepper {
  var machine: Machine

  mutating func step(_ event: Machine.Event) -> Int {
    machine.handle(event).count
  }
}
