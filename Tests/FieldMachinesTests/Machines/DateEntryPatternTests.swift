import FieldMachines
import Foundation
import Testing

private func ymd(_ year: Int, _ month: Int, _ day: Int) -> DateEntryComponents {
  DateEntryComponents(year: year, month: month, day: day)
}

@Suite struct DateEntryPatternTests {
  // MARK: Reading patterns

  @Test(arguments: [
    "yyyy-MM-dd", "MM/dd/yyyy", "d.M.yyyy", "yyyyMMdd", "yyyy年MM月dd日", "dd MM yyyy",
  ])
  func aSoundPatternReadsAndWritesBack(pattern: String) {
    #expect(DateEntryPattern(pattern)?.description == pattern)
  }

  @Test(arguments: [
    "", "yy-MM-dd", "yyyyy-MM-dd", "MMM dd yyyy", "yyyy-MM", "yyyy-MM-dd-dd", "Mdyyyy",
    "yyyy-dM", "d/Myyyy", "hh:mm", "yyyy-MM-dd'T'",
  ])
  func anUnsoundPatternIsRefused(pattern: String) {
    #expect(DateEntryPattern(pattern) == nil)
  }

  @Test func theBuiltInPatterns() {
    #expect(DateEntryPattern.iso8601.description == "yyyy-MM-dd")
    #expect(DateEntryPattern.monthDayYear.description == "MM/dd/yyyy")
    #expect(DateEntryPattern.dayMonthYear.description == "dd/MM/yyyy")
    #expect(DateEntryPattern.dayMonthYearDotted.description == "dd.MM.yyyy")
    #expect(DateEntryPattern("yyyy-MM-dd") == .iso8601)
  }

  /// `init(_:)` gives a built-in pattern's spelling that pattern without a parse; the parse of
  /// the spelling must give the same pattern, or the short cut would change what it reads.
  @Test(arguments: [
    DateEntryPattern.iso8601, .monthDayYear, .dayMonthYear, .dayMonthYearDotted,
  ])
  func aBuiltInSpellingReadsAsItsParseReadsIt(pattern: DateEntryPattern) throws {
    let text = pattern.description
    let parsed = try #require(DateEntryPattern(parsing: text))
    #expect(DateEntryPattern(text) == parsed)
    #expect(DateEntryPattern(text) == pattern)
    for draft in ["2024-03-05", "03/05/2024", "05/03/2024", "05.03.2024", "2024-3-5"] {
      #expect(DateEntryPattern(text)?.components(from: draft) == parsed.components(from: draft))
    }
  }

  /// Setting a pattern or year range the options have keeps them as they are; setting another
  /// fills their messages in for it.
  @Test func settingTheOptionsTheyHaveKeepsThemAndAnotherRefillsTheirMessages() {
    var options = DateEntryOptions(pattern: .dayMonthYearDotted, yearRange: 2000...2030)
    let before = options
    options.pattern = .dayMonthYearDotted
    options.yearRange = 2000...2030
    #expect(options == before)
    #expect(
      options.message(for: .patternMismatch, input: "x") == "Enter a date as dd.MM.yyyy")
    options.pattern = .iso8601
    #expect(
      options.message(for: .patternMismatch, input: "x") == "Enter a date as yyyy-MM-dd")
    #expect(
      options.message(for: .yearOutOfRange, input: "x") == "Enter a year from 2000 to 2030")
    options.yearRange = 1900...2100
    #expect(
      options.message(for: .yearOutOfRange, input: "x") == "Enter a year from 1900 to 2100")
    #expect(options == DateEntryOptions())
  }

  // MARK: Parsing

  @Test(arguments: [
    ("2024-03-05", ymd(2024, 3, 5) as DateEntryComponents?),
    (" 2024-03-05\n", ymd(2024, 3, 5)),
    ("2024-02-29", ymd(2024, 2, 29)),
    ("2000-02-29", ymd(2000, 2, 29)),
    ("9999-12-31", ymd(9999, 12, 31)),
    ("2023-02-29", nil),
    ("1900-02-29", nil),
    ("2024-04-31", nil),
    ("2024-13-01", nil),
    ("2024-00-10", nil),
    ("2024-01-00", nil),
    ("0000-01-01", nil),
    ("2024-3-5", nil),
    ("2024-03-05x", nil),
    ("2024/03/05", nil),
    ("２０２４-03-05", nil),
    ("-024-03-05", nil),
    ("", nil),
  ])
  func iso8601Parsing(text: String, expected: DateEntryComponents?) {
    #expect(DateEntryPattern.iso8601.components(from: text) == expected)
  }

  @Test(arguments: [
    ("5.3.2024", ymd(2024, 3, 5) as DateEntryComponents?),
    ("05.03.2024", ymd(2024, 3, 5)),
    ("31.12.1999", ymd(1999, 12, 31)),
    ("005.3.2024", nil),
    ("5.3.24", nil),
    ("5..2024", nil),
  ])
  func oneOrTwoDigitFields(text: String, expected: DateEntryComponents?) {
    #expect(DateEntryPattern("d.M.yyyy")?.components(from: text) == expected)
  }

  @Test func fixedWidthFieldsNeedNoSeparator() {
    #expect(DateEntryPattern("yyyyMMdd")?.components(from: "20240305") == ymd(2024, 3, 5))
    #expect(DateEntryPattern("yyyyMMdd")?.components(from: "2024035") == nil)
  }

  // MARK: Writing

  @Test func writingPadsTheFields() {
    #expect(DateEntryPattern.iso8601.text(for: ymd(987, 3, 5)) == "0987-03-05")
    #expect(DateEntryPattern.monthDayYear.text(for: ymd(2024, 11, 5)) == "11/05/2024")
    #expect(DateEntryPattern("d.M.yyyy")?.text(for: ymd(2024, 3, 5)) == "5.3.2024")
  }

  @Test(arguments: [DateEntryPattern.iso8601, .monthDayYear, .dayMonthYear, .dayMonthYearDotted])
  func writtenTextParsesBack(pattern: DateEntryPattern) {
    for components in [ymd(2024, 2, 29), ymd(1900, 1, 1), ymd(2100, 12, 31)] {
      #expect(pattern.components(from: pattern.text(for: components)) == components)
    }
  }

  // MARK: Components, options and messages

  @Test func daysInMonth() {
    #expect(DateEntryComponents.daysIn(month: 2, year: 1900) == 28)
    #expect(DateEntryComponents.daysIn(month: 2, year: 2000) == 29)
    #expect(DateEntryComponents.daysIn(month: 9, year: 2024) == 30)
    #expect(DateEntryComponents.daysIn(month: 13, year: 2024) == 0)
    #expect(!ymd(10_000, 1, 1).isValidGregorianDay)
  }

  @Test func optionsParseInOrderPatternThenYearThenDay() {
    let options = DateEntryOptions(yearRange: 2000...2030)
    let date = Date(timeIntervalSince1970: 0)
    #expect(options.parse("5 March", day: { _ in date }) == .patternMismatch)
    #expect(options.parse("1999-12-31", day: { _ in date }) == .yearOutOfRange)
    #expect(options.parse("2024-03-05", day: { _ in nil }) == .patternMismatch)
    #expect(options.parse("2024-03-05", day: { $0 == ymd(2024, 3, 5) ? date : nil }) == .date(date))
  }

  @Test func messagesFillTheirPlaceholders() {
    var messages = DateEntryMessages.english
    messages[.dateNotAllowed] = "{input} ∉ {minYear}…{maxYear} ({pattern})"
    #expect(messages.dateNotAllowed == "{input} ∉ {minYear}…{maxYear} ({pattern})")
    let text = messages.text(
      for: .dateNotAllowed, pattern: .monthDayYear, yearRange: 1990...2010, input: "01/02/2003")
    #expect(text == "01/02/2003 ∉ 1990…2010 (MM/dd/yyyy)")
    #expect(
      DateEntryOptions().message(for: .yearOutOfRange, input: "")
        == "Enter a year from 1900 to 2100")
  }

  @Test(arguments: [
    "{input}{input}", "{{pattern}}", "{pattern", "{minYear}-{maxYear}", "a\r\n{input}\r\n",
    "{input}\u{301} and {pattern}", "é {input}", "{pattern}{minYear}", "", "no placeholder",
  ])
  func messagesReplaceAsStringReplacingDoes(message: String) throws {
    let messages = DateEntryMessages(patternMismatch: message)
    let patterns = [DateEntryPattern.iso8601, try #require(DateEntryPattern("yyyy年MM月dd日"))]
    for pattern in patterns {
      for input in ["", "{pattern}", "2024-03-15", "ü{minYear}"] {
        let expected = message.replacing("{pattern}", with: pattern.description)
          .replacing("{minYear}", with: "1900").replacing("{maxYear}", with: "2100")
          .replacing("{input}", with: input)
        let text = messages.text(
          for: .patternMismatch, pattern: pattern, yearRange: 1900...2100, input: input)
        #expect(text == expected, "\(message) with \(input)")
      }
    }
  }

  @Test(arguments: [
    "{input}{input}", "{{pattern}}", "{pattern", "{minYear}-{maxYear}", "a\r\n{input}\r\n",
    "{input}\u{301} and {pattern}", "é {input}", "{pattern}{minYear}", "", "no placeholder",
    "{pattern}minYear}", "{min{pattern}Year}", "{maxYear{pattern}", "{pattern}input}",
  ])
  func optionsWordMessagesAsFormattingDoes(message: String) throws {
    // The options fill their messages in once, in one pass where they can; a value whose
    // braces join the text around it must still be read as the one-by-one replacing reads it.
    let messages = DateEntryMessages(patternMismatch: message, yearOutOfRange: message)
    let patterns = [
      DateEntryPattern.iso8601, try #require(DateEntryPattern("yyyy年MM月dd日")),
      try #require(DateEntryPattern("yyyy-MM-dd{")), try #require(DateEntryPattern("}yyyy-MM-dd")),
    ]
    for pattern in patterns {
      for range in [1900...2100, -5...12] {
        let options = DateEntryOptions(pattern: pattern, yearRange: range, messages: messages)
        for input in ["", "{pattern}", "2024-03-15", "ü{minYear}"] {
          for kind in [DateEntryError.patternMismatch, .yearOutOfRange] {
            let expected = messages.text(
              for: kind, pattern: pattern, yearRange: range, input: input)
            #expect(options.message(for: kind, input: input) == expected, "\(message) \(pattern)")
          }
        }
      }
    }
  }

  @Test func optionsMadeAgainKeepTheirOwnSettings() {
    // Options made again for settings seen before must still word their own messages.
    let ranges = [2000...2030, 2024...2024, 1990...1999]
    let patterns = [DateEntryPattern.monthDayYear, .dayMonthYearDotted]
    for _ in 0..<2 {
      for range in ranges {
        for pattern in patterns {
          var options = DateEntryOptions(pattern: .iso8601, yearRange: range)
          options.pattern = pattern
          #expect(options.yearRange == range && options.pattern == pattern)
          for kind in DateEntryError.allCases {
            let expected = DateEntryMessages.english.text(
              for: kind, pattern: pattern, yearRange: range, input: "x")
            #expect(options.message(for: kind, input: "x") == expected, "\(kind) \(range)")
          }
        }
      }
    }
  }

  @Test func onlyARangeErrorOutlivesTheDraft() {
    #expect(DateEntryError.allCases.filter { !$0.concernsDraft } == [.rangeOutOfOrder])
  }
}
