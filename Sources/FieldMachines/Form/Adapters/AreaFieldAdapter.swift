/// Joins an ``AreaField`` to a form. Return types a line break in an area, so it never moves
/// focus.
final class AreaFieldAdapter: FormFieldAdapter {
  let area: AreaField

  init(_ area: AreaField) {
    self.area = area
  }

  var field: any Field { area }
  var isTextInput: Bool { true }
  var value: FormValue { .text(area.text ?? "") }
  var text: String { area.text ?? "" }
  var characterCount: Int? { area.machine.state.characterCount }
  var position: FieldPosition { area.isActive ? .editing : .closed }
  var wheelRow: Int? { nil }

  func issue(assigning value: FormValue) -> FormValueIssue? {
    guard case .text = value else { return .typeMismatch(expected: .text, got: value.kind) }
    return nil
  }

  func assign(_ value: FormValue) {
    guard case .text(let text) = value else { return }
    area.text = text
  }

  func observe(
    on runner: EventRunner, _ handler: @escaping (Bool) -> Void
  ) -> TransitionObservation {
    area.hub.runner = runner
    return area.hub.listen { _ in handler(false) }
  }

  func forceEnd() {
    area.send(.endRequested(allowed: true))
  }

  func closeForKeyboard() {}

  var isOverflowError: Bool {
    let state = area.machine.state
    return !state.error.isShown && state.isOverMaxLength
  }

  func inconsistency(in snapshot: FieldSnapshot) -> String? {
    textInconsistency(in: snapshot, state: area.machine.state)
  }

  /// Beginning clears an error the app set, so the error is set after it.
  func restore(_ snapshot: FieldSnapshot) {
    area.removeErrorUI()
    assign(snapshot.value)
    area.isReadOnly = snapshot.isReadOnly
    if snapshot.position == .editing { area.send(.beginRequested(allowed: true)) }
    restoreSetError(snapshot)
  }

  func invariantViolations() -> [String] {
    area.machine.invariantViolations()
  }
}
