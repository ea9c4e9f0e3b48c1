import FieldMachines
import FieldMachinesTesting

/// A plain reference model of a text field with a recording delegate, written apart from the
/// machines: what state and which delegate calls each action should give, as issue 2 fixes the
/// reference's §11.1 and issue 7 adds the supporting row, read-only, clear and secure entry.
struct TextFieldModel {
  let kind: TextKind
  private(set) var state = TextFieldState()
  var answers = FieldDelegateAnswers()
  private var calls: [RecordedDelegateCall] = []

  init(kind: TextKind) {
    self.kind = kind
  }

  /// The calls expected since the last take.
  mutating func takeCalls() -> [RecordedDelegateCall] {
    defer { calls.removeAll() }
    return calls
  }

  /// The error shown: the app's, else the overflow message while over the limit.
  var shownErrorMessage: String? {
    if case .message(let message) = state.error { return message }
    if let limit = state.maxLength, state.text.count > limit { return state.overflowMessage }
    return nil
  }

  // MARK: User actions

  mutating func begin() {
    guard state.isEnabled, state.focus == .inactive else { return }
    calls.append(.shouldBeginEditing)
    guard answers.shouldBeginEditing else { return }
    if !state.isReadOnly { state.error = .none }
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
    if kind == .area && !acceptsEdit(result: state.text + "\n") { return }
    calls.append(.shouldReturn)
    if kind == .area && answers.shouldReturn { insert("\n") }
  }

  mutating func tapClear() {
    guard state.focus == .active, !state.isReadOnly, !state.text.isEmpty else { return }
    calls.append(.shouldClear)
    guard answers.shouldClear else { return }
    state.text = ""
    calls.append(.didChange)
  }

  mutating func togglePasswordVisibility() {
    guard kind == .entry, state.isEnabled else { return }
    switch state.security {
    case .plain: break
    case .masked: state.security = .revealed
    case .revealed: state.security = .masked
    }
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

  mutating func setReadOnly(_ isReadOnly: Bool) { state.isReadOnly = isReadOnly }

  mutating func setHelperText(_ text: String?) {
    state.helperText = text == "" ? nil : text
  }

  mutating func setReservesSupportingRow(_ reserves: Bool) {
    state.reservesSupportingRow = reserves
  }

  mutating func setMaxLength(_ limit: Int?) { state.maxLength = limit.map { max($0, 0) } }

  mutating func setLengthLimitPolicy(_ policy: LengthLimitPolicy) {
    state.lengthLimitPolicy = policy
  }

  mutating func setOverflowMessage(_ message: String) { state.overflowMessage = message }

  mutating func setAnnouncesErrors(_ announces: Bool) { state.announcesErrors = announces }

  mutating func setSecureTextEntry(_ isSecure: Bool) {
    guard kind == .entry else { return }
    if !isSecure {
      state.security = .plain
    } else if state.security == .plain {
      state.security = .masked
    }
  }

  // MARK: Helpers

  /// Whether an edit giving `result` reaches the delegate: editable, and not refused by the
  /// limit (longer than the text and over the limit under `.refuse`).
  private func acceptsEdit(result: String) -> Bool {
    guard state.focus == .active, !state.isReadOnly else { return false }
    guard state.lengthLimitPolicy == .refuse, let limit = state.maxLength else { return true }
    return result.count <= limit || result.count <= state.text.count
  }

  private mutating func edit(range: Range<Int>, replacement: String, result: String) {
    guard acceptsEdit(result: result) else { return }
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
