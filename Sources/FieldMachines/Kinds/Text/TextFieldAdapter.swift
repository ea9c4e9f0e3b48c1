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
final class TextFieldAdapter<TextField: FormTextField>: FormFieldAdapter {
  let textField: TextField

  init(_ textField: TextField) {
    self.textField = textField
  }

  var field: any Field { textField }
  var isTextInput: Bool { true }
  var value: FormValue { .text(text) }
  var text: String { textField.machine.state.text }
  var characterCount: Int? { textField.machine.state.characterCount }
  var position: FieldPosition { textField.isActive ? .editing : .closed }
  var wheelRow: Int? { nil }

  func issue(assigning value: FormValue) -> FormValueIssue? {
    guard case .text = value else { return .typeMismatch(expected: .text, got: value.kind) }
    return nil
  }

  func assign(_ value: FormValue) {
    guard case .text(let text) = value else { return }
    textField.send(.textAssigned(text))
  }

  func observe(
    on runner: EventRunner, _ handler: @escaping (FormFieldReport) -> Void
  ) -> TransitionObservation {
    textField.hub.runner = runner
    return textField.hub.listen { record in handler(Self.report(of: record)) }
  }

  /// What `record` tells the form: the text and enabling read from the states (an assigned text
  /// fires nothing), and every effect mapped by the kind.
  static func report(of record: TransitionRecord<TextField.Machine>) -> FormFieldReport {
    var report = FormFieldReport(
      before: .text(record.before.text), after: .text(record.after.text),
      isEnabledBefore: record.before.isEnabled, isEnabledAfter: record.after.isEnabled)
    for effect in record.effects { TextField.report(effect, into: &report) }
    return report
  }

  func forceEnd() {
    textField.send(.endRequested(allowed: true))
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
    if snapshot.position == .editing { textField.send(.beginRequested(allowed: true)) }
    restoreSetError(snapshot)
    textField.restoreRevealedText(snapshot.isTextRevealed)
  }

  func invariantViolations() -> [String] {
    textField.machine.invariantViolations()
  }
}
