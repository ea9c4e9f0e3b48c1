#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension DateField {
  /// The date field's adapter.
  func makeFormAdapter() -> any FormFieldAdapter { DateFieldAdapter(self) }
  /// On the wheel, or typing.
  static var openModes: (any FieldOpenMode.Type)? { DateOpenMode.self }
}

/// Joins a ``DateField`` to a form.
final class DateFieldAdapter: WheelFieldAdapter {
  let dateField: DateField
  var destination = FormReportDestination()
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

  var fieldObject: DateField { dateField }
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
  /// Yes: the field's format, locale and time zone are not in its machine.
  var textChangesWithoutTransition: Bool { true }

  /// A focused read-only field has no wheel: it records the date it would show, and an open
  /// request (what restores it) focuses it again without a wheel.
  var position: FieldPosition {
    guard dateField.isActive else { return .closed }
    let wheel =
      dateField.wheelDate ?? dateField.date ?? dateField.defaultDate
      ?? Date(timeIntervalSince1970: 0)
    if dateField.isTyping { return .dateTyping(wheel: wheel, draft: dateField.draft) }
    return .dateOpen(wheel: wheel)
  }

  var dateEntryError: DateEntryError? { dateField.entryError }

  func issue(assigning value: FormValue) -> FormValueIssue? {
    guard case .date(let date) = value else {
      return .typeMismatch(expected: .date, got: value.kind)
    }
    return date.isNilOrFinite ? nil : .nonFiniteDate
  }

  func assign(_ value: FormValue) {
    guard case .date(let date) = value else { return }
    dateField.date = date
  }

  static func value(of state: DateFieldMachine.State) -> FormValue { .date(state.date) }

  /// Every effect of a date field, mapped.
  static func mark(_ effect: DateFieldMachine.Effect, in report: inout FormFieldReport) {
    switch effect {
    case .didBeginEditing: report.began = true
    case .didEndEditing: report.ended = true
    // Read from the states, since an assigned date fires nothing.
    case .dateChanged, .cleared: break
    // The form compares the error the field shows after every transition.
    case .errorCleared, .errorShown: break
    // The field performs it itself; a submit silences the announcements.
    case .announceError: break
    }
  }

  /// A snapshot no date field could be in: a wheel that is not a moment or (unless read-only)
  /// is outside the limits, typing while read-only, an entry error without its message (or
  /// with a message its kind cannot have), a draft's error on the open wheel (opening and
  /// switching back to the wheel clear those), a text field's or picker's position or state.
  func inconsistency(in snapshot: FieldSnapshot) -> String? {
    if snapshot.isOverflowError || snapshot.isTextRevealed || snapshot.wheelRow != nil {
      return "a date field has no overflow error, revealed text or wheel row"
    }
    let state = dateField.machine.state
    switch snapshot.position {
    case .closed:
      break
    case .open(.wheel(let wheel) as DateOpenMode):
      guard wheel.isFinite else { return "the wheel date is not a moment" }
      if !snapshot.isReadOnly && !state.isInRange(wheel) {
        return "the wheel is outside the limits"
      }
      if !snapshot.isReadOnly && snapshot.dateEntryError?.concernsDraft == true {
        return "a typed entry error on the open wheel"
      }
    case .open(.typing(let wheel, _) as DateOpenMode):
      guard wheel.isFinite else { return "the wheel date is not a moment" }
      if snapshot.isReadOnly { return "a read-only date field is typing" }
      if !state.isInRange(wheel) { return "the wheel is outside the limits" }
    case .editing, .open:
      return "a date field cannot be \(snapshot.position)"
    }
    if let kind = snapshot.dateEntryError {
      guard let message = snapshot.errorMessage, entryErrorInput(kind, message: message) != nil
      else { return "the error is not a \(kind.rawValue) message" }
    }
    return nil
  }

  /// Puts the field in the snapshot's state. A typed-entry error is re-made the way the user
  /// made it, by typing the input its message names and committing it (a closed or focused
  /// field opens and closes for that, so its delegate sees one begin and end more); a range
  /// error by a range check; any other error with `setError(withText:)`, last, since opening
  /// clears errors.
  func restore(_ snapshot: FieldSnapshot) {
    dateField.removeErrorUI()
    assign(snapshot.value)
    let kind = snapshot.dateEntryError
    let input = kind.flatMap { entryErrorInput($0, message: snapshot.errorMessage ?? "") } ?? ""
    var draftError = kind?.concernsDraft == true ? kind : nil
    if let draftKind = draftError, !isTyping(snapshot.position) {
      open(at: dateField.date ?? Date(timeIntervalSinceReferenceDate: 0))
      dateField.handle(.typingRequested(draft: input))
      commitRefused(draftKind)
      dateField.handle(.closeRequested)
      draftError = nil
    }
    dateField.isReadOnly = snapshot.isReadOnly
    switch snapshot.position {
    case .open(.wheel(let wheel) as DateOpenMode):
      open(at: wheel)
    case .open(.typing(let wheel, let draft) as DateOpenMode):
      open(at: wheel)
      dateField.handle(.typingRequested(draft: input))
      if let draftKind = draftError { commitRefused(draftKind) }
      dateField.handle(.draftEdited(.replaceAll(draft)))
    case .closed, .editing, .open:
      break
    }
    if kind == .rangeOutOfOrder {
      dateField.handle(.rangeOrderChecked(isInOrder: false))
    } else if kind == nil {
      restoreSetError(snapshot)
    }
  }

  private func isTyping(_ position: FieldPosition) -> Bool {
    if case .open(.typing as DateOpenMode) = position { return true }
    return false
  }

  /// Opens on `wheel`: an empty field opens on the date given as "now" (the default date is
  /// set aside for that moment); a field with a date opens on it, clamped.
  private func open(at wheel: Date) {
    let defaultDate = dateField.defaultDate
    if defaultDate != nil { dateField.defaultDate = nil }
    dateField.handle(.openRequested(allowed: true, now: wheel))
    if defaultDate != nil { dateField.defaultDate = defaultDate }
  }

  /// Commits the draft as refused with `kind`, as a parse or the validator would refuse it.
  private func commitRefused(_ kind: DateEntryError) {
    switch kind {
    case .patternMismatch:
      dateField.handle(.typedDateCommitted(.patternMismatch, allowed: true))
    case .yearOutOfRange:
      dateField.handle(.typedDateCommitted(.yearOutOfRange, allowed: true))
    case .dateNotAllowed:
      let wheel = dateField.wheelDate ?? Date(timeIntervalSinceReferenceDate: 0)
      dateField.handle(.typedDateCommitted(.date(wheel), allowed: false))
    case .rangeOutOfOrder:
      break
    }
  }

  /// The input `message` names as the `kind` message of this field's entry options, or `nil`
  /// when `message` is no such message.
  func entryErrorInput(_ kind: DateEntryError, message: String) -> String? {
    let options = dateField.entryOptions
    let marker = "\u{1}\u{FFFD}\u{1}"
    let pieces = options.message(for: kind, input: marker).split(
      separator: marker, omittingEmptySubsequences: false)
    var input = ""
    if kind.concernsDraft, pieces.count > 1, let first = pieces.first, let last = pieces.last,
      message.hasPrefix(first), message.utf8.count >= first.utf8.count + last.utf8.count
    {
      var rest = Substring(message).dropFirst(first.count)
      if pieces.count == 2 {
        guard rest.hasSuffix(last) else { return nil }
        rest = rest.dropLast(last.count)
      } else if let range = rest.firstRange(of: pieces[1]), !pieces[1].isEmpty {
        rest = rest[..<range.lowerBound]
      }
      input = String(rest)
    }
    return options.message(for: kind, input: input) == message ? input : nil
  }

  func invariantViolations() -> [String] {
    dateField.machine.invariantViolations()
  }
}
