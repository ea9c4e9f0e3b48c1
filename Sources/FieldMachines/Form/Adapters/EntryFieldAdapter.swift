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
    on runner: EventRunner, _ handler: @escaping (Bool) -> Void
  ) -> TransitionObservation {
    entry.hub.runner = runner
    return entry.hub.listen { record in handler(record.effects.contains(.didReturn)) }
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
