import Foundation

/// The date field's vocabulary for the testing kit, `fieldchart` and fieldbench; see
/// ``FieldVocabulary``.
@usableFromInline package enum DateFieldVocabulary: ScriptedFieldVocabulary {
  /// ``DateFieldMachine``.
  package typealias Machine = DateFieldMachine
  /// ``DateField``.
  package typealias FieldObject = DateField

  /// A new field as a user creates it.
  package static func makeField() -> DateField { DateField() }

  /// A new field whose clock reads ``referenceDate``, as a driver drives it.
  package static func makeDrivenField() -> DateField { DateField(now: { referenceDate }) }

  /// The field fills in payloads (the clock of an open request, the draft when typing starts,
  /// the parse of a committed draft), so a driver reports the events the field sent.
  package static var reportsSentEvents: Bool { true }

  /// `sent` with the should-begin answer `event` gave put back (the field's delegate answered
  /// it, so a field that ignored its delegate still disagrees with the machine).
  package static func restoringAnswer(
    of event: DateFieldMachine.Event, in sent: DateFieldMachine.Event
  ) -> DateFieldMachine.Event {
    guard case .openRequested(let allowed, _) = event, case .openRequested(_, let now) = sent
    else { return sent }
    return .openRequested(allowed: allowed, now: now)
  }

  /// "Birthday" (the field's clock reads ``referenceDate``).
  package static var sampleTitle: String { "Birthday" }

  /// Performs `event` on `field` through its public API: taps, scrolls, the pills, resigning,
  /// keyboards, typing (the keyboard toggle, edits of the draft, Return, back to the wheel),
  /// dates, limits, entry options, a range-order check, errors, `isEnabled`, read-only, the
  /// supporting row and announcements. The field fills
  /// in what it computes itself: the clock of an open request, the draft when typing starts, and
  /// the parse of a committed draft. The field has one spelling of each call, so `alternate`
  /// changes nothing.
  package static func apply(
    _ event: DateFieldMachine.Event, to field: DateField, alternate: Bool
  ) {
    switch event {
    case .openRequested: field.tap()
    case .dateScrolled(let date): field.scrollDate(to: date)
    case .doneTapped, .clearTapped, .closeRequested, .keyboardWillShow, .clearableChanged:
      event.wheel?.apply(to: field)
    case .dateAssigned(let date): field.date = date
    case .minimumDateChanged(let date): field.minimumDate = date
    case .maximumDateChanged(let date): field.maximumDate = date
    case .defaultDateChanged(let date): field.defaultDate = date
    case .typingRequested: field.switchToTyping()
    case .draftEdited(let edit): edit.perform(on: field)
    case .typedDateCommitted: field.pressReturn()
    case .typedDateResigned: field.resignFirstResponder()
    case .wheelRequested: field.switchToWheel()
    case .rangeOrderChecked: field.handle(event)
    case .entryOptionsChanged(let options): field.entryOptions = options
    case .common(let common): common.apply(to: field)
    }
  }

  /// An open request's `allowed:` (the should-begin answer); `true` for every other event. A
  /// committed draft's `allowed:` is the date validator's answer, not the delegate's.
  package static func allowed(_ event: DateFieldMachine.Event) -> Bool {
    guard case .openRequested(let allowed, _) = event else { return true }
    return allowed
  }
}
