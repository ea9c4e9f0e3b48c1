/// Joins an ``EntryField`` to a form. Entry and Area adapters are two concrete classes, not one
/// generic class: the fuzz build (`swiftc -sanitize=fuzzer,address`) crashed instantiating the
/// generic class's metadata (a null witness table), whatever the optimisation level.
final class EntryFieldAdapter: FormFieldAdapter {
  let textField: EntryField

  init(_ textField: EntryField) {
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
  static func report(of record: TransitionRecord<EntryFieldMachine>) -> FormFieldReport {
    var report = FormFieldReport(
      before: .text(record.before.text), after: .text(record.after.text),
      isEnabledBefore: record.before.isEnabled, isEnabledAfter: record.after.isEnabled)
    for effect in record.effects { EntryField.report(effect, into: &report) }
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
