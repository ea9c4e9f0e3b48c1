import FieldMachines
import FieldMachinesTesting

/// A seeded stream of entry events: every user action, programmatic call and configuration
/// change (issue 7's clear, visibility, read-only, supporting row, length limit, secure entry
/// and announcements included), with short ASCII and accented text (what a form sees).
enum EntryStream {
  static func events(count: Int, seed: UInt64) -> [EntryFieldMachine.Event] {
    var rng = BenchRandom(seed: seed)
    var events: [EntryFieldMachine.Event] = []
    events.reserveCapacity(count)
    for _ in 0..<count { events.append(event(using: &rng)) }
    return events
  }

  static func event(using rng: inout BenchRandom) -> EntryFieldMachine.Event {
    let allowed = rng.chance(85)
    switch Int.random(in: 0..<112, using: &rng) {
    case 0..<14: return .beginRequested(allowed: allowed)
    case 14..<34:
      return .textEdited(.insert(rng.pick(["a", "bc", "é", "xyz", " "])), allowed: allowed)
    case 34..<44: return .textEdited(.deleteBackward, allowed: allowed)
    case 44..<48: return .textEdited(.replaceAll(rng.pick(["", "x", "Custom"])), allowed: allowed)
    case 48..<54: return .returnPressed(allowed: allowed)
    case 54..<66: return .endRequested(allowed: allowed)
    case 66..<74: return .textAssigned(rng.pick(["", "Ada", "Grace Hopper"]))
    case 74..<84: return .errorSet(rng.pick(["", "Required", "Too long"]))
    case 84..<92: return .errorRemoved
    case 92..<100: return .enabledChanged(rng.chance(75))
    case 100..<103: return .clearTapped(allowed: allowed)
    case 103: return .visibilityToggled
    case 104: return .readOnlyChanged(rng.chance(20))
    case 105: return .helperTextChanged(rng.pick([nil, "", "As on your card"]))
    case 106: return .supportingRowReservationChanged(Bool.random(using: &rng))
    case 107: return .maxLengthChanged(rng.pick([nil, 0, 3, 8]))
    case 108: return .lengthLimitPolicyChanged(rng.pick([.keepAndFlag, .refuse]))
    case 109: return .overflowMessageChanged(rng.pick(["Too long", "Shorter, please"]))
    case 110: return .secureTextEntryChanged(Bool.random(using: &rng))
    default: return .errorAnnouncementsChanged(rng.chance(75))
    }
  }
}

/// An entry field with a delegate attached, driven through its public API. The delegate
/// answers each "should" question with the `allowed:` payload of the event.
/// Each event goes through `EntryFieldDriver.apply(_:to:)`, the kit's one mapping from machine
/// events to field calls.
struct EntryFieldStepper: Stepper {
  let field: EntryField
  let delegate: BenchEntryDelegate

  init() {
    field = EntryField(placeholder: "Name")
    delegate = BenchEntryDelegate()
    field.delegate = delegate
  }

  mutating func step(_ event: EntryFieldMachine.Event) -> Int {
    let calls = delegate.calls
    delegate.answer = EntryFieldDriver.allowed(event)
    EntryFieldDriver.apply(event, to: field)
    return delegate.calls &- calls
  }
}

/// A delegate that answers every question with ``answer`` and counts the calls it receives.
final class BenchEntryDelegate: EntryFieldDelegate {
  var answer = true
  var calls = 0

  func entryFieldShouldBeginEditing(_ view: EntryField) -> Bool {
    calls &+= 1
    return answer
  }
  func entryFieldDidBeginEditing(_ view: EntryField) { calls &+= 1 }
  func entryFieldShouldEndEditing(_ view: EntryField) -> Bool {
    calls &+= 1
    return answer
  }
  func entryFieldDidEndEditing(_ view: EntryField) { calls &+= 1 }
  func entryFieldShouldReturn(_ view: EntryField) -> Bool {
    calls &+= 1
    return answer
  }
  func entryFieldShouldClear(_ view: EntryField) -> Bool {
    calls &+= 1
    return answer
  }
  func entryField(
    _ view: EntryField, shouldChangeTextIn range: Range<Int>, replacementText text: String
  ) -> Bool {
    calls &+= 1
    return answer
  }
  func entryFieldDidChange(_ view: EntryField) { calls &+= 1 }
}
