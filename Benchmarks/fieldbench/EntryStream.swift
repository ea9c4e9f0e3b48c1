import FieldMachines

/// A seeded stream of entry events: every user action, programmatic call and configuration
/// change, with short ASCII and accented text (what a form sees).
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
    switch Int.random(in: 0..<100, using: &rng) {
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
    default: return .enabledChanged(rng.chance(75))
    }
  }
}

/// An entry field with a delegate attached, driven through its public API. The delegate
/// answers each "should" question with the `allowed:` payload of the event.
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
    switch event {
    case .beginRequested(let allowed):
      delegate.answer = allowed
      field.tap()
    case .textEdited(let edit, let allowed):
      delegate.answer = allowed
      switch edit {
      case .insert(let text): field.typeText(text)
      case .deleteBackward: field.deleteBackward()
      case .replaceAll(let text): field.replaceText(with: text)
      }
    case .returnPressed(let allowed):
      delegate.answer = allowed
      field.pressReturn()
    case .endRequested(let allowed):
      delegate.answer = allowed
      field.resignFirstResponder()
    case .textAssigned(let text): field.text = text
    case .errorSet(let message): field.setError(withText: message)
    case .errorRemoved: field.removeErrorUI()
    case .enabledChanged(let isEnabled): field.isEnabled = isEnabled
    }
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
  func entryField(
    _ view: EntryField, shouldChangeTextIn range: Range<Int>, replacementText text: String
  ) -> Bool {
    calls &+= 1
    return answer
  }
  func entryFieldDidChange(_ view: EntryField) { calls &+= 1 }
}
