import Foundation

extension DateField {
  // MARK: Typed entry

  /// The user tapped the keyboard toggle of the open wheel: the field switches to typing, the
  /// draft starting as the wheel's date in the pattern. A no-op unless the wheel is open, and in
  /// ``DatePickerMode/time`` mode, where there is no day to type.
  public func switchToTyping() {
    admitted(
      orQueue: { self.switchToTyping() },
      running: { runner in
        guard storedDatePickerMode != .time, storedMachine.isWheelShown,
          let wheelDate = storedMachine.state.wheelDate
        else { return }
        handle(.typingRequested(draft: entryText(for: wheelDate)), admittedBy: runner)
      })
  }

  /// The user tapped the wheel toggle while typing: the draft is discarded (with an error it
  /// caused) and the wheel shows again. A no-op unless typing.
  public func switchToWheel() {
    handle(.wheelRequested)
  }

  /// The Return key while typing: the draft is parsed and judged. An accepted date is committed
  /// and the field closes (`dateChanged` if it differs, then `didEnd`); a refused one shows its
  /// error and typing goes on. A no-op unless typing.
  public func pressReturn() {
    admitted(
      orQueue: { self.pressReturn() },
      running: { runner in
        if let event = judgedDraft(resigning: false) { handle(event, admittedBy: runner) }
      })
  }

  /// What `draft` means for this field as a day: its ``entryOptions`` pattern and year range,
  /// then the start of that day in ``timeZone`` (Gregorian, whatever the locale's calendar).
  /// Return commits ``typedParse(of:in:)`` instead, which keeps the time of day. A day the
  /// calendar cannot give back unchanged (Foundation's Gregorian calendar is Julian before
  /// October 1582) does not match the pattern.
  package func typedParse(of draft: String) -> TypedDateParse {
    typedParse(of: draft, calendar: entryCalendar)
  }

  /// ``typedParse(of:)`` in `calendar`, the field's ``entryCalendar`` built once by the caller.
  private func typedParse(of draft: String, calendar: Calendar) -> TypedDateParse {
    storedMachine.state.entryOptions.parse(draft) { components in
      let parts = DateComponents(
        year: components.year, month: components.month, day: components.day)
      guard let date = calendar.date(from: parts) else { return nil }
      let back = calendar.dateComponents(Self.dayComponents, from: date)
      guard back.year == components.year, back.month == components.month,
        back.day == components.day
      else { return nil }
      return date
    }
  }

  /// What committing `draft` in `state` means, as Return sends it: a draft still equal to the
  /// one the wheel's date started (`entryText(for:)`) is the wheel's date exactly, whatever its
  /// era, calendar, year or time of day; any other draft is its ``typedParse(of:)`` day at the
  /// time of day of the wheel's date (or the committed date), and a day that overlaps the limits
  /// is clamped into them as the wheel would clamp it. So typing today with `minimumDate = now`
  /// is accepted, and Return on an unchanged draft keeps 3:00 PM.
  package func typedParse(of draft: String, in state: DateFieldMachine.State) -> TypedDateParse {
    // One calendar for the whole judgement: building one costs more than the parse.
    let calendar = entryCalendar
    let timeSource = state.wheelDate ?? state.date
    if let wheelDate = state.wheelDate, draft == entryText(for: wheelDate, calendar: calendar) {
      return .date(wheelDate)
    }
    let parse = typedParse(of: draft, calendar: calendar)
    guard case .date(let day) = parse else { return parse }
    var date = day
    if let timeSource, timeSource.isFinite {
      var parts = calendar.dateComponents(Self.dayComponents, from: day)
      let time = calendar.dateComponents(Self.timeComponents, from: timeSource)
      parts.hour = time.hour
      parts.minute = time.minute
      parts.second = time.second
      parts.nanosecond = time.nanosecond
      if let timed = calendar.date(from: parts), calendar.isDate(timed, inSameDayAs: day) {
        date = timed
      }
    }
    let clamped = state.clamped(date)
    if clamped != date, calendar.isDate(clamped, inSameDayAs: day) { date = clamped }
    return .date(date)
  }

  /// `date`'s day in ``timeZone`` written in the ``entryOptions`` pattern, as a draft starts;
  /// `""` for a non-finite date.
  package func entryText(for date: Date) -> String {
    entryText(for: date, calendar: entryCalendar)
  }

  /// ``entryText(for:)`` in `calendar`, the field's ``entryCalendar`` built once by the caller.
  private func entryText(for date: Date, calendar: Calendar) -> String {
    guard date.isFinite else { return "" }
    let parts = calendar.dateComponents(Self.dayComponents, from: date)
    return storedMachine.state.entryOptions.pattern.text(
      for: DateEntryComponents(year: parts.year ?? 1, month: parts.month ?? 1, day: parts.day ?? 1))
  }

  /// The components of a typed day, built once rather than as a set literal on every parse.
  private static let dayComponents: Set<Calendar.Component> = [.year, .month, .day]
  /// The components of a time of day a typed day keeps.
  private static let timeComponents: Set<Calendar.Component> = [
    .hour, .minute, .second, .nanosecond,
  ]

  /// The calendar typed days are read in: Gregorian, in the field's ``timeZone``; built once per
  /// time zone set (`DateFieldFormattingBox`), not on every parse, and read without registering
  /// an observation, as the machine's entry options are: it serves the field's own calls.
  package var entryCalendar: Calendar { formattingBox.entryCalendar }

  /// The event that commits the draft: its parse, with ``dateValidator``'s answer about a date
  /// inside the limits, for Return and done, or for a resign or another keyboard, which close
  /// whatever the machine judges; `nil` unless typing.
  /// Called only by the field's own calls, which have been admitted by its runner.
  func judgedDraft(resigning: Bool) -> DateFieldMachine.Event? {
    let state = storedMachine.state
    guard let draft = state.mode.draft else { return nil }
    let parse = typedParse(of: draft, in: state)
    var allowed = true
    if case .date(let date) = parse, state.isInRange(date), let dateValidator {
      allowed = hub.runner.ask { dateValidator(date) }
    }
    return resigning
      ? .typedDateResigned(parse, allowed: allowed) : .typedDateCommitted(parse, allowed: allowed)
  }
}
