/// Joins a text field (``EntryField`` or ``AreaField``) to a form: what the two kinds share,
/// written once; the kind adds its effects' meaning and its secure entry (``FormTextField``).
///
/// Its metadata (`TextFieldAdapter<EntryField>`) is built at run time from a mangled name, and
/// the runtime finds the witness of `EntryField: FormTextField` by looking the conformance up.
/// A linker that takes the module from a static archive (the fuzz build) links only the
/// object files something refers to, and nothing refers by name to a file that holds only a
/// conformance and the members it needs: such a conformance would be missing at run time (a
/// null witness table). So each text field declares `FormTextField` on its class declaration,
/// in the file every use of the class links.
final class TextFieldAdapter<TextField: FormTextField>: MachineFieldAdapter {
  let textField: TextField
  var destination = FormReportDestination()

  init(_ textField: TextField) {
    self.textField = textField
  }

  var fieldObject: TextField { textField }
  var isTextInput: Bool { true }
  var value: FormValue { .text(text) }
  var text: String { textField.formText.text }
  var characterCount: Int? { textField.formText.characterCount }
  var validationInput: (value: FormValue, text: String, characterCount: Int?) {
    let (text, count) = textField.formText
    return (.text(text), text, count)
  }
  var position: FieldPosition { textField.isActive ? .editing : .closed }
  var wheelRow: Int? { nil }

  func issue(assigning value: FormValue) -> FormValueIssue? {
    guard case .text = value else { return .typeMismatch(expected: .text, got: value.kind) }
    return nil
  }

  func assign(_ value: FormValue) {
    guard case .text(let text) = value else { return }
    textField.handle(.textAssigned(text))
  }

  /// The text of `state`.
  static func value(of state: TextFieldState) -> FormValue { .text(state.text) }

  /// Every effect mapped by the kind (``FormTextField/report(_:into:)``).
  static func mark(_ effect: TextField.Machine.Effect, in report: inout FormFieldReport) {
    TextField.report(effect, into: &report)
  }

  func forceEnd() {
    textField.handle(.endRequested(allowed: true))
  }

  func closeForKeyboard() {}

  var isOverflowError: Bool {
    let state = textField.machine.state
    return !state.error.isShown && state.isOverMaxLength
  }
  var isTextRevealed: Bool { textField.formRevealsText }

  func inconsistency(in snapshot: FieldSnapshot) -> String? {
    textInconsistency(in: snapshot, state: textField.machine.state)
  }

  /// Beginning clears an error the app set, so the error is set after it.
  func restore(_ snapshot: FieldSnapshot) {
    textField.removeErrorUI()
    assign(snapshot.value)
    textField.isReadOnly = snapshot.isReadOnly
    if snapshot.position == .editing { textField.handle(.beginRequested(allowed: true)) }
    restoreSetError(snapshot)
    textField.restoreRevealedText(snapshot.isTextRevealed)
  }

  func invariantViolations() -> [String] {
    textField.machine.invariantViolations()
  }
}
