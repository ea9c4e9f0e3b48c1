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

/// A field in UTC and en_US whose clock reads `now`, with a recording delegate.
private func makeField(now: Date = day(5)) -> (DateField, DateDelegateRecorder) {
  let field = DateField(placeholder: "Start", now: { now })
  field.timeZone = timeZone("UTC")
  field.locale = Locale(identifier: "en_US")
  let recorder = DateDelegateRecorder()
  field.delegate = recorder
  return (field, recorder)
}

@Suite struct DateFieldTests {
  // MARK: Opening

  @Test func aVetoedTapKeepsTheFieldClosed() {
    let (field, recorder) = makeField()
    recorder.allowsBegin = false
    field.setError(withText: "Required")
    field.tap()
    #expect(recorder.calls == [.shouldBegin])
    #expect(!field.isActive)
    #expect(field.hasError)
    #expect(field.height == 63)
  }

  @Test func becomeFirstResponderAsksTheDelegateToo() {
    let (field, recorder) = makeField()
    recorder.allowsBegin = false
    #expect(field.becomeFirstResponder() == false)
    #expect(recorder.calls == [.shouldBegin])
    recorder.allowsBegin = true
    #expect(field.becomeFirstResponder() == true)
    #expect(recorder.calls == [.shouldBegin, .shouldBegin, .didBegin])
    #expect(field.isActive)
  }

  @Test func aTapWhileOpenAsksNothingAndChangesNothing() {
    let (field, recorder) = makeField()
    field.tap()
    field.scrollDate(to: day(7))
    recorder.calls = []
    field.tap()
    #expect(field.becomeFirstResponder())
    #expect(recorder.calls == [])
    #expect(field.wheelDate == day(7))
  }

  @Test func openingClearsTheErrorAndShowsTheWheel() {
    let (field, _) = makeField()
    field.setError(withText: "Required")
    #expect(field.height == 63)
    field.tap()
    #expect(!field.hasError)
    #expect(field.height == 269.5)
  }

  @Test func openingShowsTheDefaultDateWithoutChangingTheDate() {
    let (field, recorder) = makeField()
    field.defaultDate = day(2)
    field.tap()
    #expect(recorder.calls == [.shouldBegin, .didBegin])
    #expect(field.date == nil)
    #expect(field.text == nil)
    #expect(field.wheelDate == day(2))
    #expect(field.appearance.value == "Mar 03, 2024")
  }

  @Test(arguments: [
    (now: day(1), shown: day(2)),
    (now: day(3), shown: day(3)),
    (now: day(9), shown: day(4)),
  ])
  func openingAnEmptyFieldShowsTheClockClampedIntoTheLimits(now: Date, shown: Date) {
    let (field, recorder) = makeField(now: now)
    field.minimumDate = day(2)
    field.maximumDate = day(4)
    field.tap()
    #expect(field.wheelDate == shown)
    #expect(field.date == nil)
    #expect(!recorder.calls.contains(.dateChanged(shown)))
  }

  @Test func aDisabledFieldRefusesToOpenWithoutAsking() {
    let (field, recorder) = makeField()
    field.isEnabled = false
    field.tap()
    #expect(!field.becomeFirstResponder())
    #expect(recorder.calls == [])
    #expect(field.appearance.isDimmed)
  }

  // MARK: Scrolling and closing

  @Test func aScrollIsClampedAndCommittedLive() {
    let (field, recorder) = makeField(now: day(3))
    field.minimumDate = day(2)
    field.maximumDate = day(4)
    field.tap()
    field.scrollDate(to: day(9))
    #expect(field.date == day(4))
    field.scrollDate(to: day(0))
    #expect(field.date == day(2))
    #expect(
      recorder.calls == [.shouldBegin, .didBegin, .dateChanged(day(4)), .dateChanged(day(2))])
    #expect(field.text == "Mar 03, 2024")
  }

  @Test func aScrollWhileClosedDoesNothing() {
    let (field, recorder) = makeField()
    field.scrollDate(to: day(1))
    #expect(field.date == nil)
    #expect(recorder.calls == [])
  }

  @Test func doneAcceptsTheShownDate() {
    let (field, recorder) = makeField(now: day(5))
    field.tap()
    field.tapDone()
    #expect(recorder.calls == [.shouldBegin, .didBegin, .dateChanged(day(5)), .didEnd])
    #expect(field.date == day(5))
    #expect(field.text == "Mar 06, 2024")
    #expect(field.height == 43.5)
  }

  @Test func didEndFiresExactlyOncePerOpen() {
    let (field, recorder) = makeField()
    field.tap()
    field.scrollDate(to: day(1))
    field.tapDone()
    field.tapDone()
    #expect(field.resignFirstResponder())
    field.keyboardWillShow()
    field.isEnabled = false
    #expect(recorder.calls.filter { $0 == .didEnd }.count == 1)
  }

  @Test(arguments: 0..<3)
  func everyWayOfClosingEndsOnce(way: Int) {
    let (field, recorder) = makeField()
    field.tap()
    field.scrollDate(to: day(1))
    recorder.calls = []
    switch way {
    case 0: field.tapDone()
    case 1: field.resignFirstResponder()
    default: field.keyboardWillShow()
    }
    #expect(recorder.calls == [.didEnd])
    #expect(!field.isActive)
  }

  @Test func resignWhileClosedFiresNothing() {
    let (field, recorder) = makeField()
    field.date = day(1)
    #expect(field.resignFirstResponder())
    field.keyboardWillShow()
    field.tapDone()
    #expect(recorder.calls == [])
  }

  @Test func anErrorSetInDidEndShowsAfterClosing() {
    let (field, recorder) = makeField()
    recorder.errorOnEnd = "Pick a weekday"
    field.tap()
    field.tapDone()
    #expect(field.errorMessage == "Pick a weekday")
    #expect(field.height == 63)
  }

  @Test func disablingAnOpenFieldEndsEditingFirst() {
    let (field, recorder) = makeField(now: day(5))
    field.tap()
    field.isEnabled = false
    #expect(recorder.calls == [.shouldBegin, .didBegin, .dateChanged(day(5)), .didEnd])
    #expect(!field.isActive)
  }

  // MARK: Limits

  @Test func settingTheMaximumToNilClearsTheLimit() {
    let (field, _) = makeField(now: day(5))
    field.maximumDate = day(2)
    field.maximumDate = nil
    #expect(field.maximumDate == nil)
    field.tap()
    #expect(field.wheelDate == day(5))
    field.scrollDate(to: day(9))
    #expect(field.date == day(9))
  }

  @Test func aMinimumAfterTheMaximumWins() {
    let (field, _) = makeField(now: day(1))
    field.minimumDate = day(5)
    field.maximumDate = day(3)
    field.tap()
    #expect(field.wheelDate == day(5))
    field.scrollDate(to: day(4))
    #expect(field.date == day(5))
  }

  @Test func aProgrammaticDateOutsideTheLimitsIsKeptAndReported() {
    let (field, recorder) = makeField()
    field.maximumDate = day(2)
    field.date = day(4)
    #expect(field.date == day(4))
    #expect(!field.isDateInRange)
    #expect(recorder.calls == [])
  }

  // MARK: Clearing

  @Test func clearEmptiesTheFieldAndTheNextOpenStartsFresh() {
    let (field, recorder) = makeField(now: day(5))
    field.isClearable = true
    field.date = day(1)
    field.setError(withText: "Too early")
    #expect(field.appearance.showsClearButton)
    field.tapClear()
    #expect(recorder.calls == [.cleared])
    #expect(field.date == nil)
    #expect(field.text == nil)
    #expect(!field.hasError)
    #expect(!field.appearance.showsClearButton)
    field.tap()
    #expect(field.wheelDate == day(5))
  }

  @Test func clearDoesNothingUnlessClearable() {
    let (field, recorder) = makeField()
    field.date = day(1)
    field.tapClear()
    #expect(field.date == day(1))
    #expect(!field.appearance.showsClearButton)
    #expect(recorder.calls == [])
  }

  // MARK: Programmatic calls

  @Test func programmaticCallsNeverReachTheDelegate() {
    let (field, recorder) = makeField()
    for open in [false, true] {
      if open { field.tap() }
      recorder.calls = []
      field.setError(withText: "Bad")
      field.date = day(3)
      field.date = nil
      field.minimumDate = day(1)
      field.maximumDate = day(6)
      field.defaultDate = day(2)
      field.isClearable.toggle()
      #expect(field.hasError)
      field.removeErrorUI()
      #expect(recorder.calls == [])
      #expect(field.isActive == open)
    }
  }

  // MARK: Formatting

  @Test func textIsFormattedInTheFieldsOwnTimeZone() {
    let (field, _) = makeField()
    field.date = Date(timeIntervalSince1970: 1_709_600_000)  // 2024-03-05 00:53 UTC
    field.timeZone = timeZone("America/Los_Angeles")
    #expect(field.text == "Mar 04, 2024")
    field.timeZone = timeZone("Asia/Tokyo")
    #expect(field.text == "Mar 05, 2024")
  }

  @Test func aCustomStyleTakesTheFieldsTimeZoneAndLocale() {
    let (field, _) = makeField()
    field.date = Date(timeIntervalSince1970: 1_709_600_000)
    field.formatStyle = Date.FormatStyle(timeZone: timeZone("Asia/Tokyo")).weekday(.wide)
    field.timeZone = timeZone("America/Los_Angeles")
    #expect(field.text == "Monday")
    field.locale = Locale(identifier: "de_DE")
    #expect(field.text == "Montag")
  }

  @Test func theDefaultFormatFollowsTheMode() {
    let (field, _) = makeField()
    field.date = Date(timeIntervalSince1970: 1_709_600_000)
    field.datePickerMode = .time
    #expect(field.text?.contains("12:53") == true)
    #expect(field.text?.contains("2024") == false)
    field.datePickerMode = .dateAndTime
    #expect(field.text?.contains("12:53") == true)
    #expect(field.text?.contains("Mar 05, 2024") == true)
  }

  // MARK: Height and appearance

  @Test func heightsFollowMaterialFields() {
    let (field, _) = makeField()
    #expect(field.height == 43.5)
    field.setError(withText: nil)
    #expect(field.height == 48.5)
    field.setError(withText: "Required")
    #expect(field.height == 63)
    field.removeErrorUI()
    field.tap()
    #expect(field.height == 269.5)
    field.setError(withText: "Required")
    #expect(field.height == 289)
  }

  @Test func anOpenFieldIsHighlightedWithADoneButton() {
    let (field, _) = makeField()
    field.isClearable = true
    field.date = day(1)
    field.tap()
    let appearance = field.appearance
    #expect(appearance.underlineColor == .borderHighlight)
    #expect(appearance.titlePosition == .up)
    #expect(appearance.showsDoneButton)
    #expect(!appearance.showsClearButton)
    #expect(appearance.value == "Mar 02, 2024")
  }

  // MARK: Observation

  @Test func observersSeeEveryTransition() {
    let (field, _) = makeField(now: day(5))
    var records: [TransitionRecord<DateFieldMachine>] = []
    let observation = field.observeTransitions { records.append($0) }
    field.tap()
    field.tapDone()
    observation.cancel()
    field.tap()
    #expect(records.map(\.event) == [.openRequested(allowed: true, now: day(5)), .doneTapped])
    #expect(records.map(\.effects) == [[.didBeginEditing], [.dateChanged, .didEndEditing]])
    #expect(records.last?.after.date == day(5))
  }
}
