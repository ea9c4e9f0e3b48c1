import FieldMachines

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
    switch event {
    case .openRequested(let allowed):
      delegate.answer = allowed
      field.tap()
    case .rowSelected(let row): field.selectRow(row)
    case .doneTapped: field.tapDone()
    case .clearTapped: field.tapClear()
    case .manualTextEdited(.insert(let text)): field.typeText(text)
    case .manualTextEdited(.deleteBackward): field.deleteBackward()
    case .manualTextEdited(.replaceAll(let text)): field.replaceText(with: text)
    case .returnPressed: field.pressReturn()
    case .closeRequested: field.resignFirstResponder()
    case .keyboardWillShow: field.keyboardWillShow()
    case .indexAssigned(let row): field.setIndex(to: row)
    case .manualIndexAssigned: field.setIndexToManual()
    case .textAssigned(let text): field.text = text
    case .dataAssigned(let data): field.data = data
    case .manualEntryCapabilityChanged(let isCapable): field.isManualEntryCapable = isCapable
    case .manualEntryOptionNameChanged(let name): field.manualEntryOptionName = name
    case .clearableChanged(let isClearable): field.isClearable = isClearable
    case .errorSet(let message): field.setError(withText: message)
    case .errorRemoved: field.removeErrorUI()
    case .enabledChanged(let isEnabled): field.isEnabled = isEnabled
    case .readOnlyChanged(let isReadOnly): field.isReadOnly = isReadOnly
    case .helperTextChanged(let text): field.helperText = text
    case .supportingRowReservationChanged(let reserves): field.reservesSupportingRow = reserves
    case .errorAnnouncementsChanged(let announces): field.announcesErrors = announces
    }
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
