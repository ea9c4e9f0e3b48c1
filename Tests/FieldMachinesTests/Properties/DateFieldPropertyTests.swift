import FieldMachines
import FieldMachinesTesting
import Foundation
import Testing

/// The fixed seed CI runs with.
private var seed: UInt64 { PropertySettings.seed(default: 0xDA7E_F1E1_D5EE_D001) }
/// Events per run; each run starts from a fresh machine or field.
private let runLength = 1_000

/// How many events to run: `FIELDMACHINES_PROPERTY_EVENTS`, or 100,000.
private var eventCount: Int { PropertySettings.eventCount() }

/// The failure report: the seed, where the run failed and the events that led there.
private func report(
  _ problems: [String], run: Int, events: [DateFieldMachine.Event], start: String
) -> Comment {
  let shown = events.suffix(40).map { "  \($0)" }.joined(separator: "\n")
  return """
    seed \(String(seed, radix: 16)), run \(run), event \(events.count) of the run: \
    \(problems.joined(separator: "; "))
    start: \(start)
    the run's last \(min(events.count, 40)) events, the failing one last:
    \(shown)
    """
}

/// The height MaterialFields gives a date field in this state, plus the supporting row of a
/// helper (one line per line break) or a reserved row; typing and focus hide the wheel.
private func materialFieldsHeight(_ state: DateFieldMachine.State) -> Double {
  var rowLines: Int? =
    switch (state.error, state.helperText) {
    case (.message(let text), _): text.isEmpty ? 0 : 1
    case (.none, let helper?): helper.reduce(1) { $1.isNewline ? $0 + 1 : $0 }
    case (.none, nil): nil
    }
  if state.reservesSupportingRow { rowLines = max(rowLines ?? 0, 1) }
  let closed: Double =
    switch rowLines {
    case nil: 43.5
    case 0?: 48.5
    case let lines?: 48.5 + Double((lines * 1432 + 49) / 50) / 2
    }
  return state.mode.name == .open ? closed + 226 : closed
}

@Suite struct DateFieldPropertyTests {
  @Test func theMachineKeepsItsLawsUnderRandomEvents() {
    var generator = SplitMix64(seed: seed)
    var remaining = eventCount
    var run = 0
    var coverage = Coverage()
    while remaining > 0 {
      var machine = DateFieldVocabulary.randomMachine(using: &generator)
      let start = "\(machine.state)"
      var events: [DateFieldMachine.Event] = []
      for _ in 0..<min(runLength, remaining) {
        let event = DateFieldGenerators.event(using: &generator)
        events.append(event)
        let before = machine.state
        let effects = machine.handle(event)
        coverage.record(event, after: machine.state, effects: effects)
        let problems =
          machine.invariantViolations()
          + dateTransitionLawViolations(
            event: event, before: before, after: machine.state, effects: effects)
        if !problems.isEmpty {
          Issue.record(report(problems, run: run, events: events, start: start))
          return
        }
      }
      remaining -= events.count
      run += 1
    }
    coverage.expectEverythingReached(events: eventCount)
  }

  @Test func theFieldKeepsItsLawsUnderRandomEvents() {
    var generator = SplitMix64(seed: seed ^ 0xF1E1D)
    var remaining = eventCount
    var run = 0
    var coverage = Coverage()
    while remaining > 0 {
      let field = DateField(placeholder: "When")
      field.timeZone =
        TimeZone(secondsFromGMT: 3_600 * Int.random(in: -12...14, using: &generator))
        ?? field.timeZone
      field.locale = Locale(identifier: "en_US")
      field.opensForTyping = Int.random(in: 0..<4, using: &generator) == 0
      let recorder = DateDelegateRecorder()
      field.delegate = recorder
      let from = DateField(placeholder: "From")
      from.timeZone = field.timeZone
      let pair = DateRangePair(from: from, to: field)
      var records: [TransitionRecord<DateFieldMachine>] = []
      let observation = field.observeTransitions { records.append($0) }
      defer { observation.cancel() }
      var events: [DateFieldMachine.Event] = []
      var isBetweenBeginAndEnd = false
      for _ in 0..<min(runLength, remaining) {
        let event = DateFieldGenerators.event(using: &generator)
        events.append(event)
        recorder.errorOnEnd = Int.random(in: 0..<4, using: &generator) == 0 ? "Not free" : nil
        let before = field.machine
        let callsBefore = recorder.calls.count
        apply(event, to: field, pair: pair, recorder: recorder, using: &generator)
        let calls = Array(recorder.calls[callsBefore...])
        var problems = field.machine.invariantViolations()
        for record in records {
          coverage.record(record.event, after: record.after, effects: record.effects)
          problems += dateTransitionLawViolations(
            event: record.event, before: record.before, after: record.after,
            effects: record.effects)
        }
        records = []
        func check(_ holds: Bool, _ law: String) { if !holds { problems.append(law) } }
        let state = field.machine.state
        check(field.isActive == (state.mode != .closed), "isActive ⇔ open, typing or focused")
        check(field.isOpen == (state.mode.name == .open || state.mode.name == .typing), "isOpen")
        check(state.mode != .focused || field.isReadOnly, "focused but editable")
        check(field.isTyping == (state.mode.name == .typing), "isTyping ⇔ typing")
        check(field.height == materialFieldsHeight(state), "height \(field.height)")
        for call in calls where call == .didBegin || call == .didEnd {
          check((call == .didBegin) != isBetweenBeginAndEnd, "begin and end did not alternate")
          isBetweenBeginAndEnd = call == .didBegin
        }
        check(isBetweenBeginAndEnd == field.isActive, "the last callback disagrees with isActive")
        let asked = calls.filter { $0 == .shouldBegin }.count
        if case .openRequested = event {
          check(asked == (before.canOpen ? 1 : 0), "should-begin asked \(asked) times")
        } else {
          check(asked == 0, "should-begin asked outside an open request")
        }
        switch event {
        case .dateAssigned, .minimumDateChanged, .maximumDateChanged, .defaultDateChanged,
          .clearableChanged, .common(.errorSet), .common(.errorRemoved),
          .common(.enabledChanged(true)), .rangeOrderChecked,
          .entryOptionsChanged, .draftEdited, .wheelRequested, .common(.helperTextChanged),
          .common(.supportingRowReservationChanged), .common(.errorAnnouncementsChanged):
          check(calls.isEmpty, "a programmatic call or a draft edit reached the delegate: \(calls)")
        case .dateScrolled:
          if before.isWheelShown {
            check(field.date.map(state.isInRange) == true, "a scroll left the date out of range")
          }
        default: break
        }
        if case .dateChanged(let date)? = calls.last(where: { $0 != .didEnd }) {
          check(date == field.date, "dateChanged saw another date")
        }
        let appearance = field.appearance
        check(appearance.showsDoneButton == field.isOpen, "done pill ⇔ open")
        check(
          appearance.showsClearButton
            == (!field.isActive && field.isClearable && !field.isReadOnly && field.date != nil),
          "clear pill")
        let shown =
          field.isTyping ? field.draft : field.wheelDate.map(field.formatted) ?? field.text ?? ""
        check(appearance.value == shown, "the shown value")
        check(field.entryError == nil || field.hasError, "an entry error kind without an error")
        if !problems.isEmpty {
          Issue.record(report(problems, run: run, events: events, start: "a new DateField"))
          return
        }
      }
      remaining -= events.count
      run += 1
    }
    coverage.expectEverythingReached(events: eventCount)
  }
}

/// What a run reached, so a generator that stops producing typing or an error kind fails.
private struct Coverage {
  var modes: Set<DateFieldMode.Name> = []
  var entryErrors: Set<DateEntryError> = []
  var acceptedTypedDates = 0

  mutating func record(
    _ event: DateFieldMachine.Event, after state: DateFieldMachine.State,
    effects: Effects<DateFieldMachine.Effect>
  ) {
    modes.insert(state.mode.name)
    if let kind = state.entryError { entryErrors.insert(kind) }
    if case .typedDateCommitted = event, effects.contains(.didEndEditing) {
      acceptedTypedDates += 1
    }
  }

  /// With 10,000 events or more, every mode and every error kind must have been reached.
  func expectEverythingReached(events: Int) {
    guard events >= 10_000 else { return }
    #expect(modes == Set(DateFieldMode.Name.allCases))
    #expect(entryErrors == Set(DateEntryError.allCases))
    #expect(acceptedTypedDates > events / 2_000, "accepted typed dates: \(acceptedTypedDates)")
  }
}

/// Performs `event` through the field's public API, as a user or an app would.
private func apply(
  _ event: DateFieldMachine.Event, to field: DateField, pair: DateRangePair,
  recorder: DateDelegateRecorder, using generator: inout SplitMix64
) {
  switch event {
  case .openRequested(let allowed, let now):
    recorder.allowsBegin = allowed
    field.now = { now }
    if Bool.random(using: &generator) { field.tap() } else { field.becomeFirstResponder() }
  case .dateScrolled(let date): field.scrollDate(to: date)
  case .doneTapped: field.tapDone()
  case .clearTapped: field.tapClear()
  case .closeRequested: field.resignFirstResponder()
  case .keyboardWillShow: field.keyboardWillShow()
  case .dateAssigned(let date): field.date = date
  case .minimumDateChanged(let date): field.minimumDate = date
  case .maximumDateChanged(let date): field.maximumDate = date
  case .defaultDateChanged(let date): field.defaultDate = date
  case .clearableChanged(let isClearable): field.isClearable = isClearable
  case .common(.errorSet(let message)):
    field.setError(withText: message.isEmpty && Bool.random(using: &generator) ? nil : message)
  case .common(.errorRemoved): field.removeErrorUI()
  case .common(.enabledChanged(let isEnabled)): field.isEnabled = isEnabled
  case .typingRequested: field.switchToTyping()
  case .draftEdited(.insert(let text)): field.typeText(text)
  case .draftEdited(.deleteBackward): field.deleteBackward()
  case .draftEdited(.replaceAll(let text)): field.replaceText(with: text)
  case .typedDateCommitted(let parse, let allowed):
    commitTyped(parse, allowed: allowed, to: field, using: &generator)
  case .typedDateResigned(let parse, let allowed):
    commitTyped(parse, allowed: allowed, to: field, using: &generator)
  case .wheelRequested: field.switchToWheel()
  case .rangeOrderChecked(let isInOrder):
    if let date = field.date {
      pair.from.date = date + (isInOrder ? -86_400 : 2 * 86_400)
      pair.validate()
    } else {
      field.send(.rangeOrderChecked(isInOrder: isInOrder))
    }
  case .entryOptionsChanged(let options): field.entryOptions = options
  case .common(.readOnlyChanged(let isReadOnly)): field.isReadOnly = isReadOnly
  case .common(.helperTextChanged(let helperText)): field.helperText = helperText
  case .common(.supportingRowReservationChanged(let reserves)):
    field.reservesSupportingRow = reserves
  case .common(.errorAnnouncementsChanged(let announces)): field.announcesErrors = announces
  }
}

/// Types a draft that parses as `parse` (a date, a draft of the wrong shape, or a year outside
/// the range) and commits it with Return, done, resign or another keyboard; the validator
/// answers `allowed`.
private func commitTyped(
  _ parse: TypedDateParse, allowed: Bool, to field: DateField, using generator: inout SplitMix64
) {
  field.dateValidator = { _ in allowed }
  let options = field.entryOptions
  switch parse {
  case .date(let date): field.replaceText(with: field.entryText(for: date))
  case .patternMismatch: field.replaceText(with: "31/31/31")
  case .yearOutOfRange:
    let year = options.yearRange.lowerBound > 1 ? options.yearRange.lowerBound - 1 : 9999
    let components = DateEntryComponents(year: year, month: 1, day: 1)
    field.replaceText(with: options.pattern.text(for: components))
  }
  if field.isTyping {
    var expected = parse
    if case .date(let date) = parse,
      let year = field.entryCalendar.dateComponents([.year], from: date).year,
      !options.yearRange.contains(year)
    {
      expected = .yearOutOfRange
    }
    #expect(field.typedParse(of: field.draft).isSameKind(as: expected))
  }
  switch Int.random(in: 0..<8, using: &generator) {
  case 0: field.tapDone()
  case 1: field.resignFirstResponder()
  case 2: field.keyboardWillShow()
  default: field.pressReturn()
  }
}

extension TypedDateParse {
  /// Whether both are dates, or both the same error.
  fileprivate func isSameKind(as other: TypedDateParse) -> Bool {
    switch (self, other) {
    case (.date, .date), (.patternMismatch, .patternMismatch), (.yearOutOfRange, .yearOutOfRange):
      true
    default: false
    }
  }
}
