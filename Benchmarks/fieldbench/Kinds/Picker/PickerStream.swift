import FieldMachines
import FieldMachinesTesting

/// A seeded stream of picker events in the mix of FieldMachinesTesting's picker generator:
/// every user action, programmatic call and configuration change (read-only, the supporting row
/// and announcements included).
enum PickerStream {
  static let rowPool = ["Red", "Green", "Blue", "", "Red", "Teal"]

  static func events(count: Int, seed: UInt64) -> [PickerFieldMachine.Event] {
    var rng = BenchRandom(seed: seed)
    var events: [PickerFieldMachine.Event] = []
    events.reserveCapacity(count)
    for _ in 0..<count { events.append(event(using: &rng)) }
    return events
  }

  static func event(using rng: inout BenchRandom) -> PickerFieldMachine.Event {
    switch Int.random(in: 0..<100, using: &rng) {
    case 0..<14: return .openRequested(allowed: rng.chance(85))
    case 14..<28: return .rowSelected(Int.random(in: -2...6, using: &rng))
    case 28..<38: return .manualTextEdited(edit(using: &rng))
    case 38..<44: return .doneTapped
    case 44..<49: return .clearTapped
    case 49..<54: return .returnPressed
    case 54..<59: return .indexAssigned(Int.random(in: -2...6, using: &rng))
    case 59..<64: return .dataAssigned(data(using: &rng))
    case 64..<68: return .closeRequested
    case 68..<72: return .manualEntryCapabilityChanged(Bool.random(using: &rng))
    case 72..<76: return .errorSet(rng.pick(["", "Required", "Too long"]))
    case 76..<80: return .enabledChanged(rng.chance(75))
    case 80..<83: return .keyboardWillShow
    case 83..<86: return .manualIndexAssigned
    case 86..<89: return .textAssigned(rng.pick([nil, "", "Red", "Mauve"]))
    case 89..<92: return .errorRemoved
    case 92..<94: return .manualEntryOptionNameChanged(rng.pick(["Manual Entry", "Other", ""]))
    case 94..<96: return .clearableChanged(Bool.random(using: &rng))
    case 96: return .readOnlyChanged(rng.chance(20))
    case 97: return .helperTextChanged(rng.pick([nil, "", "Pick one"]))
    case 98: return .supportingRowReservationChanged(Bool.random(using: &rng))
    default: return .errorAnnouncementsChanged(rng.chance(75))
    }
  }

  static func data(using rng: inout BenchRandom) -> [String] {
    (0..<Int.random(in: 0...4, using: &rng)).map { _ in rng.pick(rowPool) }
  }

  static func edit(using rng: inout BenchRandom) -> TextEdit {
    switch Int.random(in: 0..<4, using: &rng) {
    case 0: .insert(rng.pick(["a", "bc", "é"]))
    case 1: .deleteBackward
    case 2: .replaceAll(rng.pick(["", "x", "Custom"]))
    default: .insert("z")
    }
  }
}

/// A picker field with a delegate attached, driven through its public API. The delegate answers
/// should-begin with the event's `allowed:` payload.
/// Each event goes through `PickerFieldDriver.apply(_:to:)`, the kit's one mapping from machine
/// events to field calls.
struct PickerFieldStepper: Stepper {
  let field: PickerField
  let delegate: BenchPickerDelegate

  init() {
    field = PickerField(placeholder: "Colour")
    delegate = BenchPickerDelegate()
    field.delegate = delegate
  }

  mutating func step(_ event: PickerFieldMachine.Event) -> Int {
    let calls = delegate.calls
    if case .openRequested(let allowed) = event { delegate.answer = allowed }
    PickerFieldDriver.apply(event, to: field)
    return delegate.calls &- calls
  }
}

/// A picker delegate that answers should-begin with ``answer`` and counts every call.
final class BenchPickerDelegate: PickerFieldDelegate {
  var answer = true
  var calls = 0

  func pickerFieldShouldBeginEditing(_ view: PickerField) -> Bool {
    calls &+= 1
    return answer
  }
  func pickerFieldDidBeginEditing(_ view: PickerField) { calls &+= 1 }
  func pickerFieldDidEndEditing(_ view: PickerField) { calls &+= 1 }
  func pickerFieldCleared(_ view: PickerField) { calls &+= 1 }
  func pickerField(_ view: PickerField, didSelectRow row: Int) { calls &+= 1 }
  func pickerFieldDidChange(_ view: PickerField) { calls &+= 1 }
}
