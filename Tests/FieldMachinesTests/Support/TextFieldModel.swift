import FieldMachines
import FieldMachinesTesting

/// A plain reference model of a text field with a recording delegate, written apart from the
/// machines: what state and which delegate calls each action should give, as issue 2 fixes the
/// reference's §11.1.
struct TextFieldModel {
  let kind: TextKind
  private(set) var state = TextFieldState()
  var answers = TextFieldDelegateAnswers()
  private var calls: [TextFieldDelegateCall] = []

  init(kind: TextKind) {
    self.kind = kind
  }

  /// The calls expected since the last take.
  mutating func takeCalls() -> [TextFieldDelegateCall] {
    defer { calls.removeAll() }
    return calls
  }

  // MARK: User actions

  mutating func begin() {
    guard state.isEnabled, state.focus == .inactive else { return }
    calls.append(.shouldBeginEditing)
    guard answers.shouldBeginEditing else { return }
    state.error = .none
    state.focus = .active
    calls.append(.didBeginEditing)
  }

  mutating func resign() {
    guard state.focus == .active else { return }
    calls.append(.shouldEndEditing)
    if answers.shouldEndEditing { endEditing() }
  }

  mutating func insert(_ string: String) {
    let count = state.text.count
    edit(range: count..<count, replacement: string, result: state.text + string)
  }

  mutating func deleteBackward() {
    let count = state.text.count
    edit(
      range: max(count - 1, 0)..<count, replacement: "", result: String(state.text.dropLast()))
  }

  mutating func replace(with string: String) {
    edit(range: 0..<state.text.count, replacement: string, result: string)
  }

  mutating func pressReturn() {
    guard state.focus == .active else { return }
    calls.append(.shouldReturn)
    if kind == .area && answers.shouldReturn { insert("\n") }
  }

  mutating func tapClear() {
    guard kind == .area, state.focus == .active, !state.text.isEmpty else { return }
    calls.append(.shouldClear)
    guard answers.shouldClear else { return }
    state.text = ""
    calls.append(.didChange)
  }

  // MARK: Programmatic calls and configuration

  mutating func assign(_ text: String?) {
    state.text = text ?? ""
  }

  mutating func setError(_ message: String?) {
    state.error = .message(message ?? "")
  }

  mutating func removeError() {
    state.error = .none
  }

  mutating func setEnabled(_ isEnabled: Bool) {
    guard isEnabled != state.isEnabled else { return }
    state.isEnabled = isEnabled
    if !isEnabled && state.focus == .active { endEditing() }
  }

  // MARK: Helpers

  private mutating func edit(range: Range<Int>, replacement: String, result: String) {
    guard state.focus == .active else { return }
    calls.append(.shouldChangeText(range: range, replacement: replacement))
    guard answers.shouldChangeText, result != state.text else { return }
    state.text = result
    calls.append(.didChange)
  }

  private mutating func endEditing() {
    state.focus = .inactive
    calls.append(.didEndEditing)
    if let message = answers.errorOnDidEndEditing { setError(message) }
  }
}
