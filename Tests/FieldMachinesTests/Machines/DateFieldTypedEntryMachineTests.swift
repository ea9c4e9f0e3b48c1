import FieldMachines
import Foundation
import Testing

/// 2024-03-01 00:00 UTC plus `days`.
private func day(_ days: Double) -> Date {
  Date(timeIntervalSince1970: 1_709_251_200 + days * 86_400)
}

private typealias DateState = DateFieldMachine.State

/// A machine typing `draft`, opened on `now` from `state`.
private func typing(
  _ draft: String, _ state: DateState = DateState(), now: Date = day(5)
) -> DateFieldMachine {
  var machine = DateFieldMachine(state: state)
  _ = machine.handle(.openRequested(allowed: true, now: now))
  _ = machine.handle(.typingRequested(draft: draft))
  return machine
}

/// Messages that differ from the English ones in every kind.
private let replaced = DateEntryMessages(
  patternMismatch: "Format attendu : {pattern}", yearOutOfRange: "Année {minYear}–{maxYear}",
  dateNotAllowed: "Date refusée : {input}", rangeOutOfOrder: "La fin précède le début")

@Suite struct DateFieldTypedEntryMachineTests {
  // MARK: Entering and leaving typing

  @Test func typingStartsOnlyFromTheOpenWheel() {
    var machine = DateFieldMachine()
    #expect(machine.handle(.typingRequested(draft: "2024")) == [])
    #expect(machine.state.mode == .closed)
    _ = machine.handle(.openRequested(allowed: true, now: day(5)))
    #expect(machine.handle(.typingRequested(draft: "2024-03-06")) == [])
    #expect(machine.state.mode.name == .typing)
    #expect(machine.state.draft == "2024-03-06")
    #expect(machine.state.wheelDate == day(5))
    #expect(machine.isOpen && machine.isTyping && !machine.isWheelShown)
    let before = machine
    #expect(machine.handle(.typingRequested(draft: "again")) == [])
    #expect(machine == before)
  }

  @Test func draftEditsChangeOnlyTheDraftAndFireNothing() {
    var machine = typing("2024-03-0")
    #expect(machine.handle(.draftEdited(.insert("7"))) == [])
    #expect(machine.state.draft == "2024-03-07")
    #expect(machine.handle(.draftEdited(.deleteBackward)) == [])
    #expect(machine.handle(.draftEdited(.replaceAll("x"))) == [])
    #expect(machine.state.draft == "x")
    var closed = DateFieldMachine()
    #expect(closed.handle(.draftEdited(.insert("1"))) == [])
    #expect(closed.state.draft == "")
  }

  @Test func aDraftEditKeepsTheErrorUntilTheNextCommit() {
    var machine = typing("nope")
    #expect(
      machine.handle(.typedDateCommitted(.patternMismatch, allowed: true))
        == [.errorShown, .announceError("Enter a date as yyyy-MM-dd")])
    _ = machine.handle(.draftEdited(.replaceAll("2024-03-07")))
    #expect(machine.state.entryError == .patternMismatch)
  }

  @Test func theWheelToggleDropsTheDraftAndItsError() {
    var machine = typing("nope")
    _ = machine.handle(.typedDateCommitted(.patternMismatch, allowed: true))
    #expect(machine.handle(.wheelRequested) == [.errorCleared])
    #expect(machine.state.mode.name == .open)
    #expect(machine.state.draft == "")
    #expect(machine.state.wheelDate == day(5))
    #expect(machine.state.error == .none)
    #expect(machine.handle(.wheelRequested) == [])
  }

  @Test func theWheelToggleKeepsAnAppErrorAndARangeError() {
    var machine = typing("x")
    _ = machine.handle(.errorSet("Busy that day"))
    #expect(machine.handle(.wheelRequested) == [])
    #expect(machine.state.error == .message("Busy that day"))
    _ = machine.handle(.typingRequested(draft: ""))
    _ = machine.handle(.rangeOrderChecked(isInOrder: false))
    #expect(machine.handle(.wheelRequested) == [])
    #expect(machine.state.entryError == .rangeOutOfOrder)
  }

  @Test(arguments: [
    DateFieldMachine.Event.doneTapped, .closeRequested, .keyboardWillShow, .enabledChanged(false),
  ])
  func closingWhileTypingDiscardsTheDraftAndKeepsItsError(event: DateFieldMachine.Event) {
    var machine = typing("2024-13-01", DateState(date: day(1)))
    _ = machine.handle(.typedDateCommitted(.patternMismatch, allowed: true))
    #expect(machine.handle(event) == [.didEndEditing])
    #expect(machine.state.mode == .closed)
    #expect(machine.state.date == day(1))
    #expect(machine.state.draft == "")
    #expect(machine.state.entryError == .patternMismatch)
  }

  @Test func aResignWhileTypingJudgesTheDraftThenClosesEitherWay() {
    var accepted = typing("2024-03-08", DateState(date: day(1)))
    _ = accepted.handle(.typedDateCommitted(.yearOutOfRange, allowed: true))
    #expect(
      accepted.handle(.typedDateResigned(.date(day(7)), allowed: true))
        == [.errorCleared, .dateChanged, .didEndEditing])
    #expect(accepted.state.mode == .closed && accepted.state.date == day(7))
    for (parse, allowed, kind) in [
      (TypedDateParse.patternMismatch, true, DateEntryError.patternMismatch),
      (.yearOutOfRange, true, .yearOutOfRange), (.date(day(7)), false, .dateNotAllowed),
      (.date(Date(timeIntervalSinceReferenceDate: .nan)), true, .patternMismatch),
    ] {
      var refused = typing("x", DateState(date: day(1)))
      let message = DateEntryOptions().message(for: kind, input: "x")
      #expect(
        refused.handle(.typedDateResigned(parse, allowed: allowed))
          == [.errorShown, .announceError(message), .didEndEditing])
      #expect(refused.state.mode == .closed && refused.state.date == day(1))
      #expect(refused.state.entryError == kind)
      #expect(refused.state.error == .message(message))
    }
    var closed = DateFieldMachine()
    #expect(closed.handle(.typedDateResigned(.date(day(7)), allowed: true)) == [])
    var open = DateFieldMachine()
    _ = open.handle(.openRequested(allowed: true, now: day(5)))
    let before = open
    #expect(open.handle(.typedDateResigned(.date(day(7)), allowed: true)) == [])
    #expect(open == before, "only typing has a draft to resign with")
  }

  // MARK: Committing

  @Test func anAcceptedDateIsCommittedAndCloses() {
    var machine = typing("2024-03-08")
    _ = machine.handle(.typedDateCommitted(.yearOutOfRange, allowed: true))
    let effects = machine.handle(.typedDateCommitted(.date(day(7)), allowed: true))
    #expect(effects == [.errorCleared, .dateChanged, .didEndEditing])
    #expect(machine.state.date == day(7))
    #expect(machine.state.mode == .closed)
    #expect(machine.state.wheelDate == nil)
    #expect(machine.state.draft == "")
  }

  @Test func anAcceptedUnchangedDateOnlyCloses() {
    var machine = typing("2024-03-02", DateState(date: day(1)))
    #expect(machine.handle(.typedDateCommitted(.date(day(1)), allowed: true)) == [.didEndEditing])
  }

  @Test func aCommitOutsideTypingIsANoOp() {
    var machine = DateFieldMachine()
    _ = machine.handle(.openRequested(allowed: true, now: day(5)))
    let before = machine
    #expect(machine.handle(.typedDateCommitted(.date(day(1)), allowed: true)) == [])
    #expect(machine == before)
  }

  // MARK: The four error kinds, default messages

  @Test func aPatternMismatchShowsItsMessageAndKeepsTyping() {
    var machine = typing("5 March")
    #expect(
      machine.handle(.typedDateCommitted(.patternMismatch, allowed: true))
        == [.errorShown, .announceError("Enter a date as yyyy-MM-dd")])
    #expect(machine.state.error == .message("Enter a date as yyyy-MM-dd"))
    #expect(machine.state.entryError == .patternMismatch)
    #expect(machine.state.mode.name == .typing)
    #expect(machine.state.draft == "5 March")
  }

  @Test func theSameRefusalTwiceIsANoOp() {
    var machine = typing("5 March")
    _ = machine.handle(.typedDateCommitted(.patternMismatch, allowed: true))
    let before = machine
    #expect(machine.handle(.typedDateCommitted(.patternMismatch, allowed: true)) == [])
    #expect(machine == before)
  }

  @Test func aYearOutOfRangeShowsTheRange() {
    var machine = typing("1850-01-01")
    #expect(
      machine.handle(.typedDateCommitted(.yearOutOfRange, allowed: true))
        == [.errorShown, .announceError("Enter a year from 1900 to 2100")])
    #expect(machine.state.error == .message("Enter a year from 1900 to 2100"))
    #expect(machine.state.entryError == .yearOutOfRange)
  }

  @Test(arguments: [day(1), day(9)])
  func aDateOutsideTheLimitsIsNotAllowed(date: Date) {
    var machine = typing("2024-03-xx", DateState(minimumDate: day(2), maximumDate: day(8)))
    #expect(
      machine.handle(.typedDateCommitted(.date(date), allowed: true))
        == [.errorShown, .announceError("2024-03-xx is not an allowed date")])
    #expect(machine.state.error == .message("2024-03-xx is not an allowed date"))
    #expect(machine.state.entryError == .dateNotAllowed)
    #expect(machine.state.date == nil)
    #expect(machine.state.mode.name == .typing)
  }

  @Test func aDateTheValidatorRefusedIsNotAllowed() {
    var machine = typing("2024-03-04")
    #expect(
      machine.handle(.typedDateCommitted(.date(day(3)), allowed: false))
        == [.errorShown, .announceError("2024-03-04 is not an allowed date")])
    #expect(machine.state.entryError == .dateNotAllowed)
    #expect(machine.state.date == nil)
  }

  @Test func aDateOnTheLimitsIsAllowed() {
    var machine = typing("", DateState(minimumDate: day(2), maximumDate: day(8)))
    _ = machine.handle(.typedDateCommitted(.date(day(8)), allowed: true))
    #expect(machine.state.date == day(8))
  }

  @Test func aRangeOutOfOrderShowsOnAnyModeAndInOrderRemovesOnlyIt() {
    var machine = DateFieldMachine(state: DateState(date: day(1)))
    #expect(
      machine.handle(.rangeOrderChecked(isInOrder: false))
        == [.errorShown, .announceError("The end date is before the start date")])
    #expect(machine.state.error == .message("The end date is before the start date"))
    #expect(machine.state.entryError == .rangeOutOfOrder)
    #expect(machine.handle(.rangeOrderChecked(isInOrder: false)) == [])
    #expect(machine.handle(.rangeOrderChecked(isInOrder: true)) == [.errorCleared])
    _ = machine.handle(.errorSet("Required"))
    #expect(machine.handle(.rangeOrderChecked(isInOrder: true)) == [])
    #expect(machine.state.error == .message("Required"))
  }

  @Test func anAppErrorReplacesTheKind() {
    var machine = typing("x")
    _ = machine.handle(.typedDateCommitted(.patternMismatch, allowed: true))
    #expect(machine.handle(.errorSet("Other")) == [.errorShown, .announceError("Other")])
    #expect(machine.state.entryError == nil)
    _ = machine.handle(.typedDateCommitted(.yearOutOfRange, allowed: true))
    #expect(machine.handle(.errorRemoved) == [.errorCleared])
    #expect(machine.state.entryError == nil)
  }

  // MARK: Each message replaced

  @Test(arguments: [
    (
      DateFieldMachine.Event.typedDateCommitted(.patternMismatch, allowed: true),
      "Format attendu : dd.MM.yyyy"
    ),
    (.typedDateCommitted(.yearOutOfRange, allowed: true), "Année 2000–2030"),
    (.typedDateCommitted(.date(day(9)), allowed: true), "Date refusée : 10.03.2024"),
    (.typedDateCommitted(.date(day(3)), allowed: false), "Date refusée : 10.03.2024"),
    (.rangeOrderChecked(isInOrder: false), "La fin précède le début"),
  ])
  func eachMessageCanBeReplaced(event: DateFieldMachine.Event, message: String) {
    let options = DateEntryOptions(
      pattern: .dayMonthYearDotted, yearRange: 2000...2030, messages: replaced)
    var machine = typing("10.03.2024", DateState(maximumDate: day(8)))
    #expect(machine.handle(.entryOptionsChanged(options)) == [])
    #expect(machine.handle(event) == [.errorShown, .announceError(message)])
    #expect(machine.state.error == .message(message))
  }

  @Test func newOptionsApplyFromTheNextErrorOn() {
    var machine = typing("x")
    _ = machine.handle(.typedDateCommitted(.patternMismatch, allowed: true))
    _ = machine.handle(.entryOptionsChanged(DateEntryOptions(messages: replaced)))
    #expect(machine.state.error == .message("Enter a date as yyyy-MM-dd"))
    #expect(
      machine.handle(.typedDateCommitted(.patternMismatch, allowed: true))
        == [.errorShown, .announceError("Format attendu : yyyy-MM-dd")])
    #expect(machine.state.error == .message("Format attendu : yyyy-MM-dd"))
  }

  // MARK: Soundness

  @Test func initMakesATypingStateSound() {
    let typingWithoutWheel = DateFieldMachine(
      state: DateState(
        mode: .typing(draft: "2024", wheel: Date(timeIntervalSinceReferenceDate: .nan))))
    #expect(typingWithoutWheel.state.mode == .closed)
    #expect(typingWithoutWheel.state.draft == "")
    let typingOnDate = DateFieldMachine(
      state: DateState(
        mode: .typing(draft: "2024", wheel: Date(timeIntervalSinceReferenceDate: .nan)),
        date: day(9), maximumDate: day(4)))
    #expect(typingOnDate.state.wheelDate == day(4))
    #expect(typingOnDate.state.draft == "2024")
    let kindWithoutError = DateFieldMachine(state: DateState(entryError: .yearOutOfRange))
    #expect(kindWithoutError.state.entryError == nil)
    #expect(typingOnDate.invariantViolations().isEmpty)
  }

  // MARK: The message buffer

  /// An entry error that quotes the draft is worded in a buffer the state keeps for the next
  /// one. That buffer is not part of the state's value: a machine that showed and dropped such
  /// errors equals, and hashes as, one that never showed them, and a second error worded in
  /// the kept buffer reads as its own message.
  @Test func aKeptMessageBufferIsNotPartOfTheState() {
    var worded = typing("2024-03-09")
    _ = worded.handle(.typedDateCommitted(.date(day(8)), allowed: false))
    #expect(worded.state.error == .message("2024-03-09 is not an allowed date"))
    #expect(worded.handle(.wheelRequested) == [.errorCleared])
    _ = worded.handle(.typingRequested(draft: "2024-03-10 and more"))
    #expect(
      worded.handle(.typedDateCommitted(.date(day(9)), allowed: false))
        == [.errorShown, .announceError("2024-03-10 and more is not an allowed date")])
    #expect(worded.handle(.wheelRequested) == [.errorCleared])
    var never = typing("2024-03-09")
    _ = never.handle(.wheelRequested)
    #expect(worded == never)
    #expect(worded.state.hashValue == never.state.hashValue)
  }
}
