import FieldMachines
import FieldMachinesTesting

/// A seeded stream of area events: every user action (the return key types a line break),
/// programmatic call and configuration change, with short texts.
enum AreaStream {
  static func events(count: Int, seed: UInt64) -> [AreaFieldMachine.Event] {
    var rng = BenchRandom(seed: seed)
    var events: [AreaFieldMachine.Event] = []
    events.reserveCapacity(count)
    for _ in 0..<count { events.append(event(using: &rng)) }
    return events
  }

  static func event(using rng: inout BenchRandom) -> AreaFieldMachine.Event {
    let allowed = rng.chance(85)
    switch Int.random(in: 0..<110, using: &rng) {
    case 0..<14: return .beginRequested(allowed: allowed)
    case 14..<34:
      return .textEdited(.insert(rng.pick(["a", "bc", "é", "\n", " "])), allowed: allowed)
    case 34..<44: return .textEdited(.deleteBackward, allowed: allowed)
    case 44..<48:
      return .textEdited(.replaceAll(rng.pick(["", "x", "two\nlines"])), allowed: allowed)
    case 48..<52: return .clearTapped(allowed: allowed)
    case 52..<64: return .endRequested(allowed: allowed)
    case 64..<72: return .textAssigned(rng.pick(["", "Ada", "Grace\nHopper"]))
    case 72..<82: return .errorSet(rng.pick(["", "Required", "Too long"]))
    case 82..<90: return .errorRemoved
    case 90..<98: return .enabledChanged(rng.chance(75))
    case 98..<100: return .readOnlyChanged(rng.chance(20))
    case 100..<102: return .helperTextChanged(rng.pick([nil, "", "A few words"]))
    case 102: return .supportingRowReservationChanged(Bool.random(using: &rng))
    case 103..<105: return .maxLengthChanged(rng.pick([nil, 0, 3, 8]))
    case 105: return .lengthLimitPolicyChanged(rng.pick([.keepAndFlag, .refuse]))
    case 106: return .overflowMessageChanged(rng.pick(["Too long", "Shorter, please"]))
    default: return .errorAnnouncementsChanged(rng.chance(75))
    }
  }
}

/// An area field with a delegate attached, driven through its public API. The delegate answers
/// each "should" question with the `allowed:` payload of the event.
/// Each event goes through `AreaFieldDriver.apply(_:to:)`, the kit's one mapping from machine
/// events to field calls.
struct AreaFieldStepper: Stepper {
  let field: AreaField
  let delegate: BenchAreaDelegate

  init() {
    field = AreaField(placeholder: "Notes")
    delegate = BenchAreaDelegate()
    field.delegate = delegate
  }

  mutating func step(_ event: AreaFieldMachine.Event) -> Int {
    let calls = delegate.calls
    delegate.answer = AreaFieldDriver.allowed(event)
    AreaFieldDriver.apply(event, to: field)
    return delegate.calls &- calls
  }
}
