import FieldMachines
import FieldMachinesTesting
import Foundation
import Testing

/// The fixed seed CI runs with.
private let seed: UInt64 = 0xDA7E_F1E1_D5EE_D001
/// Events per run; each run starts from a fresh machine or field.
private let runLength = 1_000

/// How many events to run: `FIELDMACHINES_PROPERTY_EVENTS`, or 100,000.
private var eventCount: Int {
  let variable = ProcessInfo.processInfo.environment["FIELDMACHINES_PROPERTY_EVENTS"]
  return variable.flatMap { Int($0) }.map { max($0, 0) } ?? 100_000
}

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

/// The laws every transition keeps, beyond the machine's own invariants.
private func lawViolations(
  event: DateFieldMachine.Event, before: DateFieldMachine.State, after: DateFieldMachine.State,
  effects: Effects<DateFieldMachine.Effect>
) -> [String] {
  var problems: [String] = []
  func check(_ holds: Bool, _ law: String) { if !holds { problems.append(law) } }
  let opened = before.mode == .closed && after.mode == .open
  let closed = before.mode == .open && after.mode == .closed
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
  check(!effects.contains(.errorCleared) || effects.first == .errorCleared, "errorCleared first")
  check(
    !effects.contains(.dateChanged) || before.date != after.date, "dateChanged without a change")
  check(!effects.contains(.cleared) || after.date == nil, "cleared left a date")
  check(!opened || before.date == after.date, "opening changed the date")
  switch event {
  case .openRequested(let allowed, let now):
    check(allowed || before == after, "a vetoed open changed the state")
    if opened {
      check(
        after.wheelDate == after.clamped(before.date ?? before.defaultDate ?? now),
        "opening shows clamped(date ?? defaultDate ?? now)")
    }
  case .dateScrolled:
    if before.mode == .open {
      check(after.date != nil && after.date == after.wheelDate, "a scroll commits the wheel")
      check(after.date.map(after.isInRange) == true, "a scroll left the date out of range")
    } else {
      check(before == after, "a scroll while closed changed the state")
    }
    check(before.date == after.date || effects.contains(.dateChanged), "a silent scroll change")
  case .doneTapped, .closeRequested, .keyboardWillShow, .enabledChanged:
    check(before.date == after.date || effects.contains(.dateChanged), "a silent close change")
    check(before.mode == .open || before.date == after.date, "closing a closed field")
  case .clearTapped:
    check(effects.contains(.cleared) == (before != after), "cleared ⇔ the clear acted")
  case .dateAssigned, .minimumDateChanged, .maximumDateChanged, .defaultDateChanged,
    .clearableChanged:
    check(effects.isEmpty, "a programmatic change fired effects")
    check(before.mode == after.mode && before.error == after.error, "a programmatic side effect")
  case .errorSet, .errorRemoved:
    check(before.mode == after.mode && before.date == after.date, "an error call moved the value")
  }
  return problems
}

/// The height MaterialFields gives a date field in this state.
private func materialFieldsHeight(_ state: DateFieldMachine.State) -> Double {
  let closed: Double =
    switch state.error {
    case .none: 43.5
    case .message(let text): text.isEmpty ? 48.5 : 63
    }
  return state.mode == .open ? closed + 226 : closed
}

@Suite struct DateFieldPropertyTests {
  @Test func theMachineKeepsItsLawsUnderRandomEvents() {
    var generator = SplitMix64(seed: seed)
    var remaining = eventCount
    var run = 0
    while remaining > 0 {
      var machine = DateFieldGenerators.machine(using: &generator)
      let start = "\(machine.state)"
      var events: [DateFieldMachine.Event] = []
      for _ in 0..<min(runLength, remaining) {
        let event = DateFieldGenerators.event(using: &generator)
        events.append(event)
        let before = machine.state
        let effects = machine.handle(event)
        let problems =
          machine.invariantViolations()
          + lawViolations(event: event, before: before, after: machine.state, effects: effects)
        if !problems.isEmpty {
          Issue.record(report(problems, run: run, events: events, start: start))
          return
        }
      }
      remaining -= events.count
      run += 1
    }
  }

  @Test func theFieldKeepsItsLawsUnderRandomEvents() {
    var generator = SplitMix64(seed: seed ^ 0xF1E1D)
    var remaining = eventCount
    var run = 0
    while remaining > 0 {
      let field = DateField(placeholder: "When")
      field.timeZone =
        TimeZone(secondsFromGMT: 3_600 * Int.random(in: -12...14, using: &generator))
        ?? field.timeZone
      field.locale = Locale(identifier: "en_US")
      let recorder = DateDelegateRecorder()
      field.delegate = recorder
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
        apply(event, to: field, recorder: recorder, using: &generator)
        let calls = Array(recorder.calls[callsBefore...])
        var problems = field.machine.invariantViolations()
        for record in records {
          problems += lawViolations(
            event: record.event, before: record.before, after: record.after,
            effects: record.effects)
        }
        records = []
        func check(_ holds: Bool, _ law: String) { if !holds { problems.append(law) } }
        let state = field.machine.state
        check(field.isActive == (state.mode == .open), "isActive ⇔ open")
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
          .clearableChanged, .errorSet, .errorRemoved, .enabledChanged(true):
          check(calls.isEmpty, "a programmatic call reached the delegate: \(calls)")
        case .dateScrolled:
          if before.isOpen {
            check(field.date.map(state.isInRange) == true, "a scroll left the date out of range")
          }
        default: break
        }
        if case .dateChanged(let date)? = calls.last(where: { $0 != .didEnd }) {
          check(date == field.date, "dateChanged saw another date")
        }
        let appearance = field.appearance
        check(appearance.showsDoneButton == field.isActive, "done pill ⇔ open")
        check(
          appearance.showsClearButton
            == (!field.isActive && field.isClearable && field.date != nil), "clear pill")
        check(
          appearance.value == (field.wheelDate.map(field.formatted) ?? field.text ?? ""),
          "the shown value")
        if !problems.isEmpty {
          Issue.record(report(problems, run: run, events: events, start: "a new DateField"))
          return
        }
      }
      remaining -= events.count
      run += 1
    }
  }
}

/// Performs `event` through the field's public API, as a user or an app would.
private func apply(
  _ event: DateFieldMachine.Event, to field: DateField, recorder: DateDelegateRecorder,
  using generator: inout SplitMix64
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
  case .errorSet(let message):
    field.setError(withText: message.isEmpty && Bool.random(using: &generator) ? nil : message)
  case .errorRemoved: field.removeErrorUI()
  case .enabledChanged(let isEnabled): field.isEnabled = isEnabled
  }
}
