#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Joins a ``DateField`` to a form.
@MainActor
final class DateFieldAdapter: FormFieldAdapter {
  let dateField: DateField
  private var formatted: (key: FormattingKey, text: String)?

  /// Everything the field's text depends on, so formatting (slow) runs once per change.
  private struct FormattingKey: Equatable {
    var date: Date?
    var mode: DatePickerMode
    var timeZone: TimeZone
    var locale: Locale
    var style: Date.FormatStyle?
  }

  init(_ dateField: DateField) {
    self.dateField = dateField
  }

  var field: any Field { dateField }
  var isTextInput: Bool { false }
  var value: FormValue { .date(dateField.date) }
  var text: String {
    let key = FormattingKey(
      date: dateField.date, mode: dateField.datePickerMode, timeZone: dateField.timeZone,
      locale: dateField.locale, style: dateField.formatStyle)
    if let formatted, formatted.key == key { return formatted.text }
    let text = dateField.text ?? ""
    formatted = (key, text)
    return text
  }
  var wheelRow: Int? { nil }

  /// A focused read-only field has no wheel: it records the date it would show, and an open
  /// request (what restores it) focuses it again without a wheel.
  var position: FieldPosition {
    guard dateField.isActive else { return .closed }
    let wheel =
      dateField.wheelDate ?? dateField.date ?? dateField.defaultDate
      ?? Date(timeIntervalSince1970: 0)
    return .dateOpen(wheel: wheel)
  }

  func issue(assigning value: FormValue) -> FormValueIssue? {
    guard case .date = value else { return .typeMismatch(expected: .date, got: value.kind) }
    return nil
  }

  func assign(_ value: FormValue) {
    guard case .date(let date) = value else { return }
    dateField.date = date
  }

  func observe(
    on runner: EventRunner, _ handler: @escaping @MainActor (Bool) -> Void
  ) -> TransitionObservation {
    dateField.hub.runner = runner
    return dateField.hub.listen { _ in handler(false) }
  }

  func forceEnd() {
    dateField.resignFirstResponder()
  }

  func closeForKeyboard() {
    dateField.keyboardWillShow()
  }

  /// Opens on the recorded wheel date: an empty field opens on the date given as "now" (the
  /// default date is set aside for that moment); a field with a date opens on it, clamped.
  func restore(value: FormValue, position: FieldPosition, wheelRow: Int?) {
    assign(value)
    guard case .dateOpen(let wheel) = position else { return }
    let defaultDate = dateField.defaultDate
    if defaultDate != nil { dateField.defaultDate = nil }
    dateField.send(.openRequested(allowed: true, now: wheel))
    if defaultDate != nil { dateField.defaultDate = defaultDate }
  }

  func invariantViolations() -> [String] {
    dateField.machine.invariantViolations()
  }
}
