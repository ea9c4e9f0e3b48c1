import FieldMachines
import Foundation
import Testing

/// 2024-03-01 00:00 UTC plus `days`.
private func day(_ days: Double) -> Date {
  Date(timeIntervalSince1970: 1_709_251_200 + days * 86_400)
}

private typealias DateState = DateFieldMachine.State

/// A machine that has just opened on `now`, from `state`.
private func opened(_ state: DateState = DateState(), now: Date = day(5)) -> DateFieldMachine {
  var machine = DateFieldMachine(state: state)
  _ = machine.handle(.openRequested(allowed: true, now: now))
  return machine
}

@Suite struct DateFieldMachineTests {
  // MARK: §11.3 C(+E), tap vetoed

  @Test(arguments: [ErrorState.none, .message("Required")])
  func vetoedOpenIsANoOp(error: ErrorState) {
    var machine = DateFieldMachine(state: .init(error: error))
    let before = machine
    #expect(machine.handle(.openRequested(allowed: false, now: day(1))) == [])
    #expect(machine == before)
  }

  // MARK: §11.3 C(+E), tap allowed or become

  @Test func openClearsTheErrorThenBegins() {
    var machine = DateFieldMachine(state: .init(error: .message("Required")))
    let effects = machine.handle(.openRequested(allowed: true, now: day(2)))
    #expect(effects == [.errorCleared, .didBeginEditing])
    #expect(machine.state.mode.name == .open)
    #expect(machine.state.error == .none)
  }

  @Test func openingAnEmptyFieldShowsNowWithoutGivingItAValue() {
    var machine = DateFieldMachine()
    #expect(machine.handle(.openRequested(allowed: true, now: day(2))) == [.didBeginEditing])
    #expect(machine.state.wheelDate == day(2))
    #expect(machine.state.date == nil)
  }

  @Test(arguments: [
    (date: day(1) as Date?, defaultDate: day(2) as Date?, shown: day(1)),
    (date: nil, defaultDate: day(2), shown: day(2)),
    (date: nil, defaultDate: nil, shown: day(3)),
  ])
  func openingShowsTheDateThenTheDefaultThenNow(date: Date?, defaultDate: Date?, shown: Date) {
    var machine = DateFieldMachine(state: .init(date: date, defaultDate: defaultDate))
    #expect(machine.handle(.openRequested(allowed: true, now: day(3))) == [.didBeginEditing])
    #expect(machine.state.wheelDate == shown)
    #expect(machine.state.date == date)
  }

  @Test(arguments: [
    (date: nil as Date?, defaultDate: day(1) as Date?, now: day(5), shown: day(2)),
    (date: nil, defaultDate: nil, now: day(9), shown: day(4)),
    (date: nil, defaultDate: nil, now: day(3), shown: day(3)),
    (date: day(8), defaultDate: nil, now: day(3), shown: day(4)),
  ])
  func openingClampsTheShownDateIntoTheLimits(
    date: Date?, defaultDate: Date?, now: Date, shown: Date
  ) {
    var machine = DateFieldMachine(
      state: .init(date: date, minimumDate: day(2), maximumDate: day(4), defaultDate: defaultDate))
    #expect(machine.handle(.openRequested(allowed: true, now: now)) == [.didBeginEditing])
    #expect(machine.state.wheelDate == shown)
    #expect(machine.state.date == date)
  }

  @Test func aDisabledFieldRefusesToOpen() {
    var machine = DateFieldMachine(state: .init(isEnabled: false))
    #expect(!machine.canOpen)
    #expect(machine.handle(.openRequested(allowed: true, now: day(1))) == [])
    #expect(machine.state.mode == .closed)
  }

  // MARK: §11.3 O, tap / become

  @Test func anOpenRequestWhileOpenIsANoOp() {
    var machine = opened(.init(defaultDate: day(1)))
    _ = machine.handle(.dateScrolled(day(3)))
    let before = machine
    #expect(!machine.canOpen)
    #expect(machine.handle(.openRequested(allowed: true, now: day(7))) == [])
    #expect(machine == before)
  }

  // MARK: §11.3 O, scroll

  @Test func scrollCommitsLiveAndClearsTheError() {
    var machine = opened()
    _ = machine.handle(.errorSet("Required"))
    #expect(machine.handle(.dateScrolled(day(6))) == [.errorCleared, .dateChanged])
    #expect(machine.state.date == day(6))
    #expect(machine.state.wheelDate == day(6))
    #expect(machine.state.mode.name == .open)
    #expect(machine.handle(.dateScrolled(day(7))) == [.dateChanged])
  }

  @Test func scrollIsClampedIntoTheLimits() {
    var machine = opened(.init(minimumDate: day(2), maximumDate: day(4)), now: day(3))
    #expect(machine.handle(.dateScrolled(day(9))) == [.dateChanged])
    #expect(machine.state.date == day(4))
    #expect(machine.handle(.dateScrolled(day(0))) == [.dateChanged])
    #expect(machine.state.date == day(2))
    #expect(machine.isDateInRange)
  }

  @Test func scrollToTheCommittedDateIsANoOp() {
    var machine = opened()
    _ = machine.handle(.dateScrolled(day(6)))
    let before = machine
    #expect(machine.handle(.dateScrolled(day(6))) == [])
    #expect(machine == before)
  }

  @Test func scrollToTheShownDateCommitsIt() {
    var machine = opened(now: day(5))
    #expect(machine.handle(.dateScrolled(day(5))) == [.dateChanged])
    #expect(machine.state.date == day(5))
  }

  @Test func scrollWhileClosedIsANoOp() {
    var machine = DateFieldMachine(state: .init(error: .message("Bad")))
    let before = machine
    #expect(machine.handle(.dateScrolled(day(1))) == [])
    #expect(machine == before)
  }

  // MARK: §11.3 O, done / resign / keyboard

  @Test(arguments: [
    DateFieldMachine.Event.doneTapped, .closeRequested, .keyboardWillShow,
    .enabledChanged(false),
  ])
  func closingCommitsTheShownDateAndEndsOnce(event: DateFieldMachine.Event) {
    var machine = opened(.init(defaultDate: day(1)))
    #expect(machine.handle(event) == [.dateChanged, .didEndEditing])
    #expect(machine.state.mode == .closed)
    #expect(machine.state.wheelDate == nil)
    #expect(machine.state.date == day(1))
    #expect(machine.handle(event) == [])
  }

  @Test(arguments: [DateFieldMachine.Event.doneTapped, .closeRequested, .keyboardWillShow])
  func closingAfterAScrollOnlyEnds(event: DateFieldMachine.Event) {
    var machine = opened()
    _ = machine.handle(.dateScrolled(day(6)))
    #expect(machine.handle(event) == [.didEndEditing])
    #expect(machine.state.date == day(6))
  }

  @Test func closingKeepsTheError() {
    var machine = opened()
    _ = machine.handle(.errorSet("Bad"))
    #expect(machine.handle(.doneTapped) == [.dateChanged, .didEndEditing])
    #expect(machine.state.error == .message("Bad"))
  }

  // MARK: §11.3 C, resign (MaterialFields' spurious didEnd)

  @Test(arguments: [DateFieldMachine.Event.doneTapped, .closeRequested, .keyboardWillShow])
  func closingWhileClosedFiresNothing(event: DateFieldMachine.Event) {
    var machine = DateFieldMachine(state: .init(error: .message("Bad"), date: day(1)))
    let before = machine
    #expect(machine.handle(event) == [])
    #expect(machine == before)
  }

  @Test func disablingAClosedFieldFiresNothing() {
    var machine = DateFieldMachine(state: .init(date: day(1)))
    #expect(machine.handle(.enabledChanged(false)) == [])
    #expect(machine.state == .init(date: day(1), isEnabled: false))
  }

  // MARK: §11.3 C, clear

  @Test func clearEmptiesTheFieldAndClearsTheError() {
    var machine = DateFieldMachine(
      state: .init(error: .message("Bad"), date: day(1), isClearable: true))
    #expect(machine.canClear)
    #expect(machine.handle(.clearTapped) == [.errorCleared, .cleared])
    #expect(machine.state.date == nil)
    #expect(machine.state.error == .none)
    #expect(machine.handle(.clearTapped) == [])
  }

  @Test func clearWithOnlyAnErrorClearsTheError() {
    var machine = DateFieldMachine(state: .init(error: .message(""), isClearable: true))
    #expect(machine.handle(.clearTapped) == [.errorCleared, .cleared])
  }

  @Test(arguments: [
    DateFieldMachine.State(date: day(1), isClearable: false),
    DateFieldMachine.State(date: day(1), isClearable: true, isEnabled: false),
    DateFieldMachine.State(isClearable: true),
    DateFieldMachine.State(mode: .open(wheel: day(1)), date: day(1), isClearable: true),
  ])
  func clearIsANoOpUnlessClosedEnabledClearableAndFilled(state: DateFieldMachine.State) {
    var machine = DateFieldMachine(state: state)
    let before = machine
    #expect(!machine.canClear)
    #expect(machine.handle(.clearTapped) == [])
    #expect(machine == before)
  }

  @Test func reopeningAfterClearShowsTheDefaultNotTheOldDate() {
    var machine = opened(.init(isClearable: true), now: day(1))
    _ = machine.handle(.dateScrolled(day(6)))
    _ = machine.handle(.doneTapped)
    _ = machine.handle(.clearTapped)
    _ = machine.handle(.openRequested(allowed: true, now: day(2)))
    #expect(machine.state.wheelDate == day(2))
    #expect(machine.state.date == nil)
  }

  // MARK: §11.3 any, date = d / nil

  @Test(arguments: [day(1) as Date?, nil])
  func programmaticDateKeepsTheErrorAndFiresNothing(date: Date?) {
    var machine = DateFieldMachine(state: .init(error: .message("Bad"), date: day(3)))
    #expect(machine.handle(.dateAssigned(date)) == [])
    #expect(machine.state.date == date)
    #expect(machine.state.error == .message("Bad"))
    #expect(machine.state.mode == .closed)
  }

  @Test func programmaticDateIsNotClampedButMovesAnOpenWheelClamped() {
    var machine = opened(.init(minimumDate: day(2), maximumDate: day(4)), now: day(3))
    #expect(machine.handle(.dateAssigned(day(9))) == [])
    #expect(machine.state.date == day(9))
    #expect(machine.state.wheelDate == day(4))
    #expect(!machine.isDateInRange)
    #expect(machine.state.mode.name == .open)
  }

  @Test func assigningNilWhileOpenKeepsTheWheel() {
    var machine = opened(now: day(3))
    _ = machine.handle(.dateScrolled(day(4)))
    #expect(machine.handle(.dateAssigned(nil)) == [])
    #expect(machine.state.wheelDate == day(4))
    #expect(machine.handle(.doneTapped) == [.dateChanged, .didEndEditing])
  }

  // MARK: §11.3 any, setError / removeErrorUI

  @Test(arguments: [false, true])
  func errorsAreSetAndRemovedInEitherMode(open: Bool) {
    var machine = open ? opened() : DateFieldMachine()
    #expect(machine.handle(.errorSet("Required")) == [.errorShown, .announceError("Required")])
    #expect(machine.handle(.errorSet("Required")) == [])
    #expect(machine.handle(.errorSet("")) == [.errorShown, .announceError("")])
    #expect(machine.state.error == .message(""))
    #expect(machine.handle(.errorRemoved) == [.errorCleared])
    #expect(machine.handle(.errorRemoved) == [])
    #expect(machine.state.mode.name == (open ? .open : .closed))
  }

  // MARK: Limits

  @Test func settingTheMaximumToNilClearsTheLimit() {
    var machine = DateFieldMachine(state: .init(maximumDate: day(2)))
    _ = machine.handle(.openRequested(allowed: true, now: day(5)))
    #expect(machine.state.wheelDate == day(2))
    _ = machine.handle(.doneTapped)
    #expect(machine.handle(.maximumDateChanged(nil)) == [])
    #expect(machine.state.maximumDate == nil)
    _ = machine.handle(.openRequested(allowed: true, now: day(5)))
    #expect(machine.handle(.dateScrolled(day(9))) == [.dateChanged])
    #expect(machine.state.date == day(9))
  }

  @Test func settingTheMinimumToNilClearsTheLimit() {
    var machine = opened(.init(minimumDate: day(4)), now: day(5))
    _ = machine.handle(.minimumDateChanged(nil))
    _ = machine.handle(.dateScrolled(day(1)))
    #expect(machine.state.date == day(1))
  }

  @Test func newLimitsWhileOpenReclampTheWheelButNotTheDate() {
    var machine = opened(now: day(5))
    _ = machine.handle(.dateScrolled(day(6)))
    #expect(machine.handle(.maximumDateChanged(day(4))) == [])
    #expect(machine.state.wheelDate == day(4))
    #expect(machine.state.date == day(6))
    #expect(machine.handle(.minimumDateChanged(day(4.5))) == [])
    #expect(machine.state.wheelDate == day(4.5))
    #expect(machine.handle(.doneTapped) == [.dateChanged, .didEndEditing])
    #expect(machine.state.date == day(4.5))
  }

  @Test(arguments: [day(0), day(3), day(5), day(9)])
  func aMinimumAfterTheMaximumWins(date: Date) {
    let machine = DateFieldMachine(state: .init(minimumDate: day(5), maximumDate: day(3)))
    #expect(machine.state.clamped(date) == day(5))
  }

  @Test func aMinimumAfterTheMaximumPinsTheWheel() {
    var machine = opened(.init(minimumDate: day(5), maximumDate: day(3)), now: day(1))
    #expect(machine.state.wheelDate == day(5))
    _ = machine.handle(.dateScrolled(day(9)))
    #expect(machine.state.date == day(5))
    #expect(machine.invariantViolations() == [])
  }

  @Test func defaultDateTakesEffectAtTheNextOpen() {
    var machine = opened(now: day(5))
    #expect(machine.handle(.defaultDateChanged(day(1))) == [])
    #expect(machine.state.wheelDate == day(5))
    _ = machine.handle(.dateAssigned(nil))
    _ = machine.handle(.enabledChanged(false))
    _ = machine.handle(.dateAssigned(nil))
    _ = machine.handle(.enabledChanged(true))
    _ = machine.handle(.openRequested(allowed: true, now: day(5)))
    #expect(machine.state.wheelDate == day(1))
  }

  // MARK: Enabling and soundness

  @Test func disablingAnOpenFieldClosesItOnce() {
    var machine = opened()
    _ = machine.handle(.dateScrolled(day(6)))
    #expect(machine.handle(.enabledChanged(false)) == [.didEndEditing])
    #expect(machine.handle(.enabledChanged(false)) == [])
    #expect(machine.handle(.openRequested(allowed: true, now: day(1))) == [])
    #expect(machine.handle(.enabledChanged(true)) == [])
    #expect(machine.state.mode == .closed)
  }

  @Test func clearableChangesFireNothing() {
    var machine = DateFieldMachine()
    #expect(machine.handle(.clearableChanged(true)) == [])
    #expect(machine.state.isClearable)
  }

  @Test(arguments: [
    (
      DateFieldMachine.State(mode: .open(wheel: day(1)), isEnabled: false),
      DateFieldMachine.State(isEnabled: false)
    ),
    // A wheel date on a closed field cannot be written: it is the payload of the open modes.
    (
      DateFieldMachine.State(mode: .open(wheel: day(9)), maximumDate: day(2)),
      DateFieldMachine.State(mode: .open(wheel: day(2)), maximumDate: day(2))
    ),
  ])
  func initMakesTheStateSound(given: DateFieldMachine.State, expected: DateFieldMachine.State) {
    let machine = DateFieldMachine(state: given)
    #expect(machine.state == expected)
    #expect(machine.invariantViolations() == [])
  }

  /// A wheel that is no date (built by hand) is replaced by the committed date, clamped, or the
  /// field closes. Not test arguments: a NaN date cannot be described.
  @Test func initReplacesAWheelThatIsNoDate() {
    let noDate = Date(timeIntervalSinceReferenceDate: .nan)
    let closes = DateFieldMachine(state: .init(mode: .open(wheel: noDate)))
    #expect(closes.state == DateFieldMachine.State())
    let reopens = DateFieldMachine(
      state: .init(mode: .open(wheel: noDate), date: day(1), minimumDate: day(2)))
    #expect(
      reopens.state
        == DateFieldMachine.State(mode: .open(wheel: day(2)), date: day(1), minimumDate: day(2)))
    #expect(closes.invariantViolations() == [] && reopens.invariantViolations() == [])
  }
}
