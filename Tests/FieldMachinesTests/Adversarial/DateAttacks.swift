import FieldMachines
import FieldMachinesTesting
import Foundation
import Testing

/// Class 4 of issue 14: non-finite dates are refused wherever they enter, and typed entry keeps
/// the time of day, the era and the calendar of the date it started from.
@Suite @MainActor struct DateAttacks {
  private enum Key: CaseIterable, Hashable, Sendable { case day }

  /// NaN, +∞ and −∞; tests take their index, since describing such a date traps in Foundation.
  nonisolated static let nonFinite: [Date] = [
    Date(timeIntervalSinceReferenceDate: .nan), Date(timeIntervalSinceReferenceDate: .infinity),
    Date(timeIntervalSinceReferenceDate: -.infinity),
  ]
  /// 2024-03-05 15:00:00 UTC.
  nonisolated static let afternoon = Date(timeIntervalSince1970: 1_709_650_800)

  private func utcField(_ mode: DatePickerMode = .date) -> DateField {
    let field = DateField(now: { DateAttacks.afternoon })
    field.timeZone = TimeZone(identifier: "UTC") ?? .gmt
    field.locale = Locale(identifier: "en_US_POSIX")
    field.datePickerMode = mode
    return field
  }

  private func expectSound(_ field: DateField, _ comment: Comment? = nil) throws {
    #expect(field.machine.invariantViolations() == [], comment)
    #expect(field.machine.state == field.machine.state, "equality is reflexive")
    #expect(field.date?.isFinite ?? true)
    #expect(field.wheelDate?.isFinite ?? true)
  }

  @Test(arguments: 0..<3)
  func aNonFiniteDateIsRefusedAsAValueALimitAndADefault(_ index: Int) throws {
    let bad = Self.nonFinite[index]
    let field = utcField()
    field.date = Self.afternoon
    field.minimumDate = Self.afternoon.addingTimeInterval(-86_400)
    field.date = bad
    field.minimumDate = bad
    field.maximumDate = bad
    field.defaultDate = bad
    #expect(field.date == Self.afternoon, "the previous value stays")
    #expect(field.minimumDate == Self.afternoon.addingTimeInterval(-86_400))
    #expect(field.maximumDate == nil)
    #expect(field.defaultDate == nil)
    try expectSound(field)
    field.tap()
    #expect(field.wheelDate == Self.afternoon)
    try expectSound(field)
  }

  @Test(arguments: 0..<3)
  func aNonFiniteScrollTargetOrClockReadingIsRefused(_ index: Int) throws {
    let bad = Self.nonFinite[index]
    let field = DateField(now: { bad })
    field.tap()
    #expect(field.isOpen)
    #expect(field.wheelDate == Date(timeIntervalSinceReferenceDate: 0))
    field.scrollDate(to: bad)
    #expect(field.wheelDate == Date(timeIntervalSinceReferenceDate: 0))
    field.tapDone()
    #expect(field.date == Date(timeIntervalSinceReferenceDate: 0))
    try expectSound(field)
  }

  @Test(arguments: 0..<3)
  func aHandBuiltStateWithNonFiniteDatesIsNormalised(_ index: Int) throws {
    let bad = Self.nonFinite[index]
    let machine = DateFieldMachine(
      state: .init(
        mode: .open(wheel: bad), date: bad, minimumDate: bad, maximumDate: bad,
        defaultDate: bad))
    #expect(machine.state.date == nil)
    #expect(machine.state.minimumDate == nil)
    #expect(machine.state.maximumDate == nil)
    #expect(machine.state.mode == .closed, "nothing left to show on a wheel")
    #expect(machine.invariantViolations() == [])
    var typing = DateFieldMachine(
      state: .init(mode: .open(wheel: Self.afternoon), date: Self.afternoon))
    _ = typing.handle(.typingRequested(draft: "x"))
    _ = typing.handle(.typedDateCommitted(.date(bad), allowed: true))
    #expect(typing.state.entryError == .patternMismatch)
    #expect(typing.state.date == Self.afternoon)
  }

  @Test(arguments: 0..<3)
  func aFormRefusesANonFiniteDateAndItsSnapshotsStillEncode(_ index: Int) throws {
    let bad = Self.nonFinite[index]
    let form = Form<Key>(clock: ManualValidationClock())
    let field = utcField()
    form.add(field, for: .day)
    #expect(throws: FormValuesError(issues: [Key.day: .nonFiniteDate])) {
      try form.setValues([.day: .date(bad)])
    }
    field.date = bad
    field.tap()
    field.scrollDate(to: bad)
    let data = try JSONEncoder().encode(form.snapshot())
    let decoded = try JSONDecoder().decode(FormSnapshot.self, from: data)
    #expect(decoded == form.snapshot())
    var forged = decoded
    forged.fields[0].position = .dateOpen(wheel: bad)
    #expect(throws: FormSnapshotError.self) { try form.restore(forged) }
    forged.fields[0].position = .closed
    forged.activeKey = nil
    forged.fields[0].value = .date(bad)
    #expect(throws: FormSnapshotError.valueNotAssignable(key: "day", issue: .nonFiniteDate)) {
      try form.restore(forged)
    }
  }

  @Test(arguments: 0..<3)
  func dateRulesAndRangesTakeNonFiniteBoundsWithoutTrapping(_ index: Int) {
    let bad = Self.nonFinite[index]
    let rule = ValidationRule<Key>.dateRange(from: bad, to: bad)
    func context(_ date: Date) -> RuleContext<Key> {
      RuleContext(key: .day, value: .date(date), text: "", values: FormValues())
    }
    #expect(rule.check(context(Self.afternoon)) == nil, "a non-finite bound does not limit")
    #expect(rule.check(context(bad)) != nil, "a non-finite value fails")
    #expect(DateRangePair.isInOrder(from: bad, to: Self.afternoon, comparingDaysIn: .current))
    #expect(utcField().entryText(for: bad) == "")
    #expect(utcField().formatted(bad) == "")
    #expect(FormAction<RandomFormKey>.scrollDate(.k0, bad).description.hasPrefix("k0.scrollDate"))
  }

  @Test func typingTodayWithTheMinimumAtNowIsAccepted() {
    let field = utcField()
    field.minimumDate = Self.afternoon
    field.tap()
    field.switchToTyping()
    field.replaceText(with: "2024-03-05")
    field.pressReturn()
    #expect(!field.hasError, "the wheel accepts today, so typing does too")
    #expect(field.date == Self.afternoon)
  }

  @Test func typingAnotherDayKeepsTheTimeOfDay() {
    let field = utcField(.dateAndTime)
    field.date = Self.afternoon.addingTimeInterval(30 * 60)
    field.tap()
    field.switchToTyping()
    field.replaceText(with: "2024-03-07")
    field.pressReturn()
    #expect(field.date == Self.afternoon.addingTimeInterval(2 * 86_400 + 30 * 60))
  }

  @Test func returnOnAnUnchangedDraftKeepsThreePM() {
    let field = utcField(.dateAndTime)
    field.date = Self.afternoon
    field.tap()
    field.switchToTyping()
    field.pressReturn()
    #expect(field.date == Self.afternoon)
    #expect(!field.isActive)
  }

  @Test func timeModeOffersNoDateTyping() {
    let field = utcField(.time)
    field.tap()
    field.switchToTyping()
    #expect(!field.isTyping)
    field.tapDone()
    field.opensForTyping = true
    field.tap()
    #expect(field.isOpen && !field.isTyping)
  }

  nonisolated static let otherEras: [(String, Date)] = {
    var gregorian = Calendar(identifier: .gregorian)
    gregorian.timeZone = TimeZone(identifier: "UTC") ?? .gmt
    func day(_ era: Int, _ year: Int, _ hour: Int) -> Date {
      gregorian.date(from: DateComponents(era: era, year: year, month: 6, day: 15, hour: hour))
        ?? Date(timeIntervalSinceReferenceDate: 0)
    }
    return [
      ("100 BC", day(0, 100, 9)), ("year 1500 (Julian)", day(1, 1500, 11)),
      ("year 1800 (outside the year range)", day(1, 1800, 13)),
      ("year 12000", day(1, 12_000, 17)), ("year 2024 at 3 PM", day(1, 2024, 15)),
    ]
  }()

  @Test(arguments: otherEras.indices)
  func datesInOtherErasAndCalendarsSurviveTheDraftUnchanged(_ index: Int) {
    let (name, date) = Self.otherEras[index]
    for locale in ["en_US_POSIX", "th_TH@calendar=buddhist", "ja_JP@calendar=japanese"] {
      let field = utcField(.dateAndTime)
      field.locale = Locale(identifier: locale)
      field.date = date
      field.tap()
      field.switchToTyping()
      field.pressReturn()
      #expect(field.date == date, "\(name) in \(locale)")
      #expect(!field.hasError, "\(name) in \(locale)")
    }
  }
}
