import FieldMachines
import FieldMachinesTesting

/// A seeded stream of picker events in the mix of FieldMachinesTesting's picker generator:
/// every user action, programmatic call and configuration change (read-only, the supporting row
/// and announcements included).
enum PickerStream: EventStream {
  static let rowPool = ["Red", "Green", "Blue", "", "Red", "Teal"]

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
