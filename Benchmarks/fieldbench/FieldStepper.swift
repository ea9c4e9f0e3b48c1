import FieldMachines

/// A field of any kind with a ``BenchDelegate`` attached, driven through its public API: each
/// event goes through the kind's `apply(_:to:)`, the one mapping from machine events to field
/// calls (`FieldVocabulary`), and the delegate answers each "should" question with the event's
/// `allowed:` payload.
struct FieldStepper<Kind: FieldVocabulary>: Stepper {
  let field: Kind.FieldObject
  let delegate: BenchDelegate

  init() {
    delegate = BenchDelegate()
    field = Kind.makeSampleField(delegate: delegate)
  }

  mutating func step(_ event: Kind.Machine.Event) -> Int {
    let calls = delegate.calls
    delegate.answer = Kind.allowed(event)
    Kind.apply(event, to: field)
    return delegate.calls &- calls
  }
}
