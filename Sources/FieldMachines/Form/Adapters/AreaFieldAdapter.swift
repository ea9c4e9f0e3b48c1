/// Joins an ``AreaField`` to a form. Return types a line break in an area, so it never moves
/// focus.
@MainActor
final class AreaFieldAdapter: FormFieldAdapter {
  let area: AreaField

  init(_ area: AreaField) {
    self.area = area
  }

  var field: any Field { area }
  var isTextInput: Bool { true }
  var value: FormValue { .text(area.text ?? "") }
  var text: String { area.text ?? "" }
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
    on runner: EventRunner, _ handler: @escaping @MainActor (Bool) -> Void
  ) -> TransitionObservation {
    area.hub.runner = runner
    return area.hub.listen { _ in handler(false) }
  }

  func forceEnd() {
    area.send(.endRequested(allowed: true))
  }

  func closeForKeyboard() {}

  func restore(value: FormValue, position: FieldPosition, wheelRow: Int?) {
    assign(value)
    if position == .editing { area.send(.beginRequested(allowed: true)) }
  }

  func invariantViolations() -> [String] {
    area.machine.invariantViolations()
  }
}
