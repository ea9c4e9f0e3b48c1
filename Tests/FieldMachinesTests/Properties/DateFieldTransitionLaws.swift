import FieldMachines
import Foundation

/// The laws every date-field transition keeps, beyond the machine's own invariants; one message
/// per broken law.
func dateTransitionLawViolations(
  event: DateFieldMachine.Event, before: DateFieldMachine.State, after: DateFieldMachine.State,
  effects: Effects<DateFieldMachine.Effect>
) -> [String] {
  var problems: [String] = []
  func check(_ holds: Bool, _ law: String) { if !holds { problems.append(law) } }
  let opened = before.mode == .closed && after.mode != .closed
  let closed = before.mode != .closed && after.mode == .closed
  check(before != after || effects.isEmpty, "an unchanged state fired effects")
  check(Set(effects).count == effects.count, "an effect repeated")
  check(effects.contains(.didBeginEditing) == opened, "didBeginEditing ⇔ closed → open")
  check(effects.contains(.didEndEditing) == closed, "didEndEditing ⇔ open → closed")
  check(
    effects.contains(.errorCleared) == (before.error.isShown && !after.error.isShown),
    "errorCleared ⇔ the error went away")
  check(
    effects.contains(.errorShown) == (after.error.isShown && after.error != before.error),
    "errorShown ⇔ a new error message")
  let announced = effects.filter { if case .announceError = $0 { true } else { false } }
  let shouldAnnounce = effects.contains(.errorShown) && after.announcesErrors
  check(
    announced == (shouldAnnounce ? [.announceError(after.error.message ?? "")] : []),
    "announceError ⇔ errorShown while announcing, with the new message")
  check(!effects.contains(.errorCleared) || effects.first == .errorCleared, "errorCleared first")
  check(
    !effects.contains(.dateChanged) || before.date != after.date, "dateChanged without a change")
  if case .dateAssigned = event {
  } else {
    check(
      before.date == after.date || effects.contains(.dateChanged) || effects.contains(.cleared),
      "a silent date change")
  }
  check(!effects.contains(.cleared) || after.date == nil, "cleared left a date")
  check(!opened || before.date == after.date, "opening changed the date")
  check(
    !opened || after.mode.name == (before.isReadOnly ? .focused : .open),
    "opening went anywhere but the wheel (or focus, read-only)")
  switch event {
  case .openRequested(let allowed, let now):
    check(allowed || before == after, "a vetoed open changed the state")
    if opened && after.mode.name == .open {
      check(
        after.wheelDate == after.clamped(before.date ?? before.defaultDate ?? now),
        "opening shows clamped(date ?? defaultDate ?? now)")
    }
  case .dateScrolled:
    if before.mode.name == .open {
      check(after.date != nil && after.date == after.wheelDate, "a scroll commits the wheel")
      check(after.date.map(after.isInRange) == true, "a scroll left the date out of range")
    } else {
      check(before == after, "a scroll while closed or typing changed the state")
    }
  case .doneTapped, .closeRequested, .keyboardWillShow, .common(.enabledChanged):
    check(
      before.mode.name == .open || before.date == after.date, "a close committed a draft or more")
  case .clearTapped:
    check(effects.contains(.cleared) == (before != after), "cleared ⇔ the clear acted")
  case .dateAssigned, .minimumDateChanged, .maximumDateChanged, .defaultDateChanged,
    .clearableChanged:
    check(effects.isEmpty, "a programmatic change fired effects")
    check(
      before.mode.name == after.mode.name && before.error == after.error,
      "a programmatic side effect")
  case .common(.errorSet), .common(.errorRemoved):
    check(before.mode == after.mode && before.date == after.date, "an error call moved the value")
  case .common(.readOnlyChanged(let isReadOnly)):
    check(after.isReadOnly == isReadOnly, "read-only not set")
    check(
      before.isReadOnly == isReadOnly ? before == after : after.mode == .closed,
      "a read-only change kept it active, or setting the same value did something")
    check(
      before.mode.name == .open || before.date == after.date, "a read-only change committed more")
  case .common(.helperTextChanged), .common(.supportingRowReservationChanged),
    .common(.errorAnnouncementsChanged):
    check(effects.isEmpty, "a configuration change fired effects")
    check(
      before.mode == after.mode && before.error == after.error && before.date == after.date,
      "a configuration side effect")
  case .typingRequested, .draftEdited, .typedDateCommitted, .typedDateResigned, .wheelRequested,
    .rangeOrderChecked, .entryOptionsChanged:
    problems += typedEntryLawViolations(
      event: event, before: before, after: after, effects: effects)
  }
  return problems
}

/// The laws of the typed-entry and range events.
private func typedEntryLawViolations(
  event: DateFieldMachine.Event, before: DateFieldMachine.State, after: DateFieldMachine.State,
  effects: Effects<DateFieldMachine.Effect>
) -> [String] {
  var problems: [String] = []
  func check(_ holds: Bool, _ law: String) { if !holds { problems.append(law) } }
  let isTyping = before.mode.name == .typing
  func expectRefusal(_ kind: DateEntryError) {
    check(after.mode.name == .typing && after.draft == before.draft, "a refusal stopped typing")
    check(
      after.entryError == kind,
      "a refusal of kind \(kind) shows \(String(describing: after.entryError))")
    check(
      after.error == .message(before.entryOptions.message(for: kind, input: before.draft)),
      "a refusal shows its message")
    check(after.date == before.date, "a refusal changed the date")
  }
  switch event {
  case .typingRequested(let draft):
    if before.mode.name == .open {
      check(after.mode.name == .typing && after.draft == draft, "typing starts with the draft")
      check(effects.isEmpty && after.wheelDate == before.wheelDate, "typing moved something")
    } else {
      check(before == after, "typing requested off the wheel changed the state")
    }
  case .draftEdited(let edit):
    var expected = before
    if case .typing(let draft, let wheel) = before.mode {
      expected.mode = .typing(draft: edit.applied(to: draft), wheel: wheel)
    }
    check(after == expected && effects.isEmpty, "an edit did more than edit the draft")
  case .typedDateCommitted(let parse, let allowed):
    guard isTyping else {
      check(before == after, "a commit outside typing changed the state")
      break
    }
    switch parse {
    case .patternMismatch: expectRefusal(.patternMismatch)
    case .yearOutOfRange: expectRefusal(.yearOutOfRange)
    case .date(let date):
      guard allowed && before.isInRange(date) else {
        expectRefusal(.dateNotAllowed)
        break
      }
      check(after.mode == .closed && after.date == date, "an accepted date is committed")
      check(!after.error.isShown && effects.last == .didEndEditing, "an accepted date closes")
    }
  case .typedDateResigned(let parse, let allowed):
    guard isTyping else {
      check(before == after, "a resign's commit outside typing changed the state")
      break
    }
    check(after.mode == .closed && effects.last == .didEndEditing, "a resign while typing closes")
    let refusal: DateEntryError? =
      switch parse {
      case .patternMismatch: .patternMismatch
      case .yearOutOfRange: .yearOutOfRange
      case .date(let date) where !date.isFinite: .patternMismatch
      case .date(let date): allowed && before.isInRange(date) ? nil : .dateNotAllowed
      }
    if let refusal {
      check(
        after.entryError == refusal
          && after.error
            == .message(before.entryOptions.message(for: refusal, input: before.draft)),
        "a draft refused on resign leaves its error")
      check(after.date == before.date, "a refusal on resign changed the date")
    } else if case .date(let date) = parse {
      check(after.date == date && !after.error.isShown, "a resign commits an accepted date")
    }
  case .wheelRequested:
    guard isTyping else {
      check(before == after, "a switch to the wheel outside typing changed the state")
      break
    }
    check(after.mode.name == .open && after.draft.isEmpty, "back on the wheel, the draft gone")
    check(after.wheelDate == before.wheelDate && after.date == before.date, "the wheel moved")
    let dropsError = before.entryError?.concernsDraft == true
    check(after.error == (dropsError ? .none : before.error), "the draft's error only goes")
  case .rangeOrderChecked(let isInOrder):
    check(after.mode == before.mode && after.date == before.date, "a range check moved a value")
    if !isInOrder {
      check(after.entryError == .rangeOutOfOrder, "out of order shows the range error")
      check(
        after.error == .message(before.entryOptions.message(for: .rangeOutOfOrder, input: "")),
        "the range message")
    } else if before.entryError != .rangeOutOfOrder {
      check(before == after, "in order touched another error")
    } else {
      check(!after.error.isShown, "in order removes the range error")
    }
  case .entryOptionsChanged(let options):
    var expected = before
    expected.entryOptions = options
    check(after == expected && effects.isEmpty, "new options did more than set the options")
  default:
    break
  }
  return problems
}
