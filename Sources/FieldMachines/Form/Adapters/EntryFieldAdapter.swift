/// Joins an ``EntryField`` to a form.
@MainActor
final class EntryFieldAdapter: FormFieldAdapter {
  let entry: EntryField

  init(_ entry: EntryField) {
    self.entry = entry
  }

  var field: any Field { entry }
  var isTextInput: Bool { true }
  var value: FormValue { .text(entry.text ?? "") }
  var text: String { entry.text ?? "" }
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
    on runner: EventRunner, _ handler: @escaping @MainActor (Bool) -> Void
  ) -> TransitionObservation {
    entry.hub.runner = runner
    return entry.hub.listen { record in handler(record.effects.contains(.didReturn)) }
  }

  func forceEnd() {
    entry.send(.endRequested(allowed: true))
  }

  func closeForKeyboard() {}

  func restore(value: FormValue, position: FieldPosition, wheelRow: Int?) {
    assign(value)
    if position == .editing { entry.send(.beginRequested(allowed: true)) }
  }

  func invariantViolations() -> [String] {
    entry.machine.invariantViolations()
  }
}
