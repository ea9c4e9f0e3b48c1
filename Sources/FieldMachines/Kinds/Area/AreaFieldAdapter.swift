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
    on runner: EventRunner, _ handler: @escaping (FormFieldReport) -> Void
  ) -> TransitionObservation {
    area.hub.runner = runner
    return area.hub.listen { record in handler(Self.report(of: record)) }
  }

  /// What `record` tells the form: every effect of an area field, mapped. Return types a line
  /// break, so an area never asks to move on.
  static func report(of record: TransitionRecord<AreaFieldMachine>) -> FormFieldReport {
    var report = FormFieldReport(
      before: .text(record.before.text), after: .text(record.after.text),
      isEnabledBefore: record.before.isEnabled, isEnabledAfter: record.after.isEnabled)
    for effect in record.effects {
      switch effect {
      case .didBeginEditing: report.began = true
      case .didEndEditing: report.ended = true
      // Read from the states, since an assigned text fires nothing.
      case .didChangeText: break
      // The form compares the error the field shows after every transition.
      case .errorCleared, .errorShown: break
      // The field performs it itself; a submit silences the announcements.
      case .announceError: break
      }
    }
    return report
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
