/// Joins an ``EntryField`` to a form.
final class EntryFieldAdapter: FormFieldAdapter {
  let entry: EntryField

  init(_ entry: EntryField) {
    self.entry = entry
  }

  var field: any Field { entry }
  var isTextInput: Bool { true }
  var value: FormValue { .text(entry.text ?? "") }
  var text: String { entry.text ?? "" }
  var characterCount: Int? { entry.machine.state.characterCount }
  var position: FieldPosition { entry.isActive ? .editing : .closed }
  var wheelRow: Int? { nil }

  func issue(assigning value: FormValue) -> FormValueIssue? {
    guard case .text = value else { return .typeMismatch(expected: .text, got: value.kind) }
    return nil
  }

  func assign(_ value: FormValue) {
    guard case .text(let text) = value else { return }
    entry.text = text
  }

  func observe(
    on runner: EventRunner, _ handler: @escaping (FormFieldReport) -> Void
  ) -> TransitionObservation {
    entry.hub.runner = runner
    return entry.hub.listen { record in handler(Self.report(of: record)) }
  }

  /// What `record` tells the form: every effect of an entry field, mapped.
  static func report(of record: TransitionRecord<EntryFieldMachine>) -> FormFieldReport {
    var report = FormFieldReport(
      before: .text(record.before.text), after: .text(record.after.text),
      isEnabledBefore: record.before.isEnabled, isEnabledAfter: record.after.isEnabled)
    for effect in record.effects {
      switch effect {
      case .didBeginEditing: report.began = true
      case .didEndEditing: report.ended = true
      case .didReturn: report.returned = true
      // Read from the states, since an assigned text fires nothing.
      case .didChangeText: break
      // The form compares the error the field shows after every transition.
      case .errorCleared, .errorShown: break
      // The field performs these itself; a submit silences the announcements.
      case .announceError, .textVisibilityChanged: break
      }
    }
    return report
  }

  func forceEnd() {
    entry.send(.endRequested(allowed: true))
  }

  func closeForKeyboard() {}

  var isOverflowError: Bool {
    let state = entry.machine.state
    return !state.error.isShown && state.isOverMaxLength
  }
  var isTextRevealed: Bool { entry.isTextRevealed }

  func inconsistency(in snapshot: FieldSnapshot) -> String? {
    textInconsistency(in: snapshot, state: entry.machine.state)
  }

  /// Beginning clears an error the app set, so the error is set after it.
  func restore(_ snapshot: FieldSnapshot) {
    entry.removeErrorUI()
    assign(snapshot.value)
    entry.isReadOnly = snapshot.isReadOnly
    if snapshot.position == .editing { entry.send(.beginRequested(allowed: true)) }
    restoreSetError(snapshot)
    if entry.isTextRevealed != snapshot.isTextRevealed { entry.togglePasswordVisibility() }
  }

  func invariantViolations() -> [String] {
    entry.machine.invariantViolations()
  }
}
