import FieldMachines
import Foundation
import Testing

/// 2024-03-01 00:00 UTC plus `days`.
private func day(_ days: Double) -> Date {
  Date(timeIntervalSince1970: 1_709_251_200 + days * 86_400)
}

private func timeZone(_ identifier: String) -> TimeZone {
  TimeZone(identifier: identifier) ?? TimeZone(secondsFromGMT: 0) ?? .gmt
}

/// A field in UTC whose clock reads `now`, with a recording delegate, typing an empty draft.
private func typingField(now: Date = day(5)) -> (DateField, DateDelegateRecorder) {
  let field = DateField(placeholder: "Start", now: { now })
  field.timeZone = timeZone("UTC")
  field.locale = Locale(identifier: "en_US")
  let recorder = DateDelegateRecorder()
  field.delegate = recorder
  field.tap()
  field.switchToTyping()
  field.replaceText(with: "")
  recorder.calls = []
  return (field, recorder)
}

@Suite struct DateFieldTypedEntryTests {
  // MARK: Switching

  @Test func theKeyboardToggleStartsWithTheWheelsDateInThePattern() {
    let field = DateField(placeholder: "Start", now: { day(4) })
    field.timeZone = timeZone("UTC")
    field.entryOptions.pattern = .monthDayYear
    field.tap()
    field.switchToTyping()
    #expect(field.isTyping)
    #expect(field.isActive)
    #expect(field.draft == "03/05/2024")
    #expect(field.appearance.value == "03/05/2024")
    #expect(field.appearance.showsDoneButton)
    field.switchToWheel()
    #expect(!field.isTyping)
    #expect(field.wheelDate == day(4))
  }

  @Test func theDraftDayIsInTheFieldsTimeZone() {
    let field = DateField(now: { day(4) - 3_600 })  // 2024-03-04 23:00 UTC
    field.timeZone = timeZone("Asia/Tokyo")
    field.tap()
    field.switchToTyping()
    #expect(field.draft == "2024-03-05")
  }

  @Test func opensForTypingGoesStraightToTheKeyboard() {
    let field = DateField(now: { day(4) })
    field.timeZone = timeZone("UTC")
    let recorder = DateDelegateRecorder()
    field.delegate = recorder
    field.opensForTyping = true
    #expect(field.becomeFirstResponder())
    #expect(field.isTyping)
    #expect(field.draft == "")
    #expect(recorder.calls == [.shouldBegin, .didBegin])
    field.resignFirstResponder()
    field.date = day(1)
    field.tap()
    #expect(field.draft == "2024-03-02")
  }

  @Test func typingKeysEditTheDraftAndReachNoDelegate() {
    let (field, recorder) = typingField()
    field.typeText("2024-03-1")
    field.typeText("0")
    field.deleteBackward()
    field.typeText("1")
    #expect(field.draft == "2024-03-11")
    #expect(recorder.calls == [])
  }

  @Test func typingKeysOnTheWheelOrClosedDoNothing() {
    let field = DateField()
    field.typeText("2024")
    field.pressReturn()
    #expect(field.draft == "")
    field.tap()
    field.typeText("2024")
    field.pressReturn()
    #expect(field.draft == "")
    #expect(field.isActive && !field.isTyping)
  }

  // MARK: Committing

  @Test func returnCommitsTheStartOfTheTypedDayAndCloses() {
    let (field, recorder) = typingField()
    field.typeText("2024-03-08")
    field.pressReturn()
    #expect(field.date == day(7))
    #expect(!field.isActive)
    #expect(recorder.calls == [.dateChanged(day(7)), .didEnd])
    #expect(field.text == "Mar 08, 2024")
  }

  @Test func doneWhileTypingIsReturn() {
    let (field, recorder) = typingField()
    field.typeText("2024-03-08")
    field.tapDone()
    #expect(field.date == day(7))
    #expect(recorder.calls == [.dateChanged(day(7)), .didEnd])
  }

  /// The typed day is the field's time zone's day, at the time of day of the wheel (issue 14:
  /// typing keeps the time): the wheel opened at 2024-03-06 00:00 UTC, 19:00 in New York.
  @Test func theTypedDayIsInTheFieldsTimeZone() {
    let (field, _) = typingField()
    field.timeZone = timeZone("America/New_York")
    field.typeText("2024-03-08")
    field.pressReturn()
    #expect(field.date == day(7) + 5 * 3_600 + 19 * 3_600)
    #expect(field.typedParse(of: "2024-03-08") == .date(day(7) + 5 * 3_600))
  }

  // MARK: The four error kinds through the field

  @Test func patternMismatch() {
    let (field, recorder) = typingField()
    field.typeText("2024-02-30")
    field.pressReturn()
    #expect(field.entryError == .patternMismatch)
    #expect(field.errorMessage == "Enter a date as yyyy-MM-dd")
    #expect(field.isTyping)
    #expect(field.height == 63)
    #expect(recorder.calls == [])
  }

  @Test func yearOutOfRange() {
    let (field, _) = typingField()
    field.entryOptions.yearRange = 2020...2030
    field.typeText("2031-01-01")
    field.pressReturn()
    #expect(field.entryError == .yearOutOfRange)
    #expect(field.errorMessage == "Enter a year from 2020 to 2030")
  }

  @Test func dateOutsideTheLimitsIsNotAllowedWithoutAskingTheValidator() {
    let (field, _) = typingField()
    field.maximumDate = day(6)
    var asked: [Date] = []
    field.dateValidator = {
      asked.append($0)
      return true
    }
    field.typeText("2024-03-09")
    field.pressReturn()
    #expect(field.entryError == .dateNotAllowed)
    #expect(field.errorMessage == "2024-03-09 is not an allowed date")
    #expect(asked == [])
    #expect(field.date == nil)
  }

  @Test func dateTheValidatorRefusesIsNotAllowed() {
    let (field, recorder) = typingField()
    var weekday = Calendar(identifier: .gregorian)
    weekday.timeZone = timeZone("UTC")
    field.dateValidator = { weekday.component(.weekday, from: $0) != 1 }  // no Sundays
    field.typeText("2024-03-03")  // a Sunday
    field.pressReturn()
    #expect(field.entryError == .dateNotAllowed)
    field.replaceText(with: "2024-03-04")
    field.pressReturn()
    #expect(field.date == day(3))
    #expect(!field.hasError)
    #expect(recorder.calls == [.dateChanged(day(3)), .didEnd])
  }

  @Test func rangeOutOfOrderOnTheToField() {
    let (from, _) = typingField()
    let (to, recorder) = typingField()
    from.typeText("2024-03-10")
    from.pressReturn()
    to.typeText("2024-03-08")
    to.pressReturn()
    let pair = DateRangePair(from: from, to: to)
    #expect(!pair.validate())
    #expect(to.entryError == .rangeOutOfOrder)
    #expect(to.errorMessage == "The end date is before the start date")
    #expect(!from.hasError)
    #expect(to.height == 63)
    #expect(recorder.calls == [.dateChanged(day(7)), .didEnd])
    from.date = day(6)
    #expect(pair.validate())
    #expect(!to.hasError)
  }

  // MARK: Each message replaced, through the field

  @Test(arguments: DateEntryError.allCases)
  func eachMessageIsReplaceable(kind: DateEntryError) {
    let (from, _) = typingField()
    let (field, _) = typingField()
    field.maximumDate = day(20)
    field.entryOptions.messages[kind] = "custom \(kind.rawValue)"
    switch kind {
    case .patternMismatch: field.typeText("03/08/2024")
    case .yearOutOfRange: field.typeText("1899-12-31")
    case .dateNotAllowed: field.typeText("2024-12-25")
    case .rangeOutOfOrder:
      from.typeText("2024-03-10")
      from.pressReturn()
      field.typeText("2024-03-09")
    }
    field.pressReturn()
    if kind == .rangeOutOfOrder { DateRangePair(from: from, to: field).validate() }
    #expect(field.entryError == kind)
    #expect(field.errorMessage == "custom \(kind.rawValue)")
  }

  // MARK: Leaving typing

  @Test func resignWithARefusedDraftClosesShowingTheError() {
    let (field, recorder) = typingField()
    field.date = day(1)
    field.typeText("yesterday")
    #expect(field.resignFirstResponder())
    #expect(!field.isActive)
    #expect(field.date == day(1))
    #expect(field.entryError == .patternMismatch)
    #expect(recorder.calls == [.didEnd])
  }

  @Test func anotherKeyboardCommitsAnAcceptedDraft() {
    let (field, recorder) = typingField()
    field.typeText("2024-03-03")
    field.keyboardWillShow()
    #expect(field.date == day(2))
    #expect(recorder.calls == [.dateChanged(day(2)), .didEnd])
  }

  @Test(arguments: [false, true])
  func resignAndKeyboardWhileTypingAreOneMachineTransition(keyboard: Bool) {
    let (field, recorder) = typingField()
    field.date = day(1)
    field.dateValidator = { _ in false }
    field.typeText("2024-03-03")
    var events: [DateFieldMachine.Event] = []
    let observation = field.observeTransitions { events.append($0.event) }
    defer { observation.cancel() }
    if keyboard { field.keyboardWillShow() } else { field.resignFirstResponder() }
    #expect(events == [.typedDateResigned(.date(day(2)), allowed: false)])
    #expect(!field.isActive && field.date == day(1))
    #expect(field.entryError == .dateNotAllowed)
    #expect(recorder.calls == [.didEnd])
  }

  @Test func doneWhileTypingIsReturnAndKeepsTypingOnARefusal() {
    let (field, _) = typingField()
    field.typeText("x")
    var events: [DateFieldMachine.Event] = []
    let observation = field.observeTransitions { events.append($0.event) }
    defer { observation.cancel() }
    field.tapDone()
    #expect(events == [.typedDateCommitted(.patternMismatch, allowed: true)])
    #expect(field.isTyping && field.entryError == .patternMismatch)
  }

  @Test func disablingWhileTypingDropsTheDraft() {
    let (field, recorder) = typingField()
    field.typeText("2024-03-03")
    field.isEnabled = false
    #expect(field.date == nil)
    #expect(recorder.calls == [.didEnd])
  }

  @Test func reopeningClearsATypedError() {
    let (field, _) = typingField()
    field.typeText("x")
    field.resignFirstResponder()
    #expect(field.hasError)
    field.tap()
    #expect(!field.hasError)
    #expect(field.entryError == nil)
  }

  // MARK: Range pair details

  @Test func sameDayIsInOrderForDaysButNotForInstants() {
    let from = DateField()
    let to = DateField()
    to.timeZone = timeZone("UTC")
    from.date = day(3) + 15 * 3_600
    to.date = day(3) + 9 * 3_600
    let pair = DateRangePair(from: from, to: to)
    #expect(pair.isInOrder)
    to.datePickerMode = .dateAndTime
    #expect(!pair.isInOrder)
    to.date = nil
    #expect(pair.isInOrder)
  }

  @Test func inOrderLeavesAnotherErrorAlone() {
    let from = DateField()
    let to = DateField()
    to.setError(withText: "Required")
    #expect(DateRangePair(from: from, to: to).validate())
    #expect(to.errorMessage == "Required")
  }
}
