import FieldMachines
import FieldMachinesTesting

/// A field of any kind with a ``BenchDelegate`` attached, driven through its public API: each
/// event goes through the kind's `apply(_:to:)`, the kit's one mapping from machine events to
/// field calls, and the delegate answers each "should" question with the event's `allowed:`
/// payload.
struct FieldStepper<Kind: BenchKind>: Stepper {
  let field: Kind.FieldObject
  let delegate: BenchDelegate

  init() {
    delegate = BenchDelegate()
    field = Kind.benchField(delegate: delegate)
  }

  mutating func step(_ event: Kind.Machine.Event) -> Int {
    let calls = delegate.calls
    delegate.answer = Kind.allowed(event)
    Kind.apply(event, to: field)
    return delegate.calls &- calls
  }
}
