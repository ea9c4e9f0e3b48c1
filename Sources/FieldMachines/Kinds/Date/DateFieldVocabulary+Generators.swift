#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The date kind's seeded generators for the testing kit, `fieldchart check` and fieldbench:
/// random dates, drafts, states and events.
///
/// Dates come from a small grid (six-hour steps over ten days from ``referenceDate``) with an
/// occasional arbitrary second, so equal dates, a minimum equal to or after the maximum, and
/// dates on both sides of a limit all happen often.
extension DateFieldVocabulary {
  /// The grid's origin: 2024-03-01 00:00:00 UTC.
  package static let referenceDate = Date(timeIntervalSince1970: 1_709_251_200)

  /// A date on the grid, or one time in eight an arbitrary second within the same ten days.
  package static func date(using generator: inout some RandomNumberGenerator) -> Date {
    let span: TimeInterval = 10 * 24 * 3600
    if Int.random(in: 0..<8, using: &generator) == 0 {
      return referenceDate + TimeInterval(Int.random(in: 0...Int(span), using: &generator))
    }
    return referenceDate + TimeInterval(Int.random(in: 0...40, using: &generator) * 6 * 3600)
  }

  /// `nil` one time in three, else ``date(using:)``.
  package static func optionalDate(using generator: inout some RandomNumberGenerator) -> Date? {
    Int.random(in: 0..<3, using: &generator) == 0 ? nil : date(using: &generator)
  }

  /// An error message from a small set that includes `""`, so repeats and empty rows happen.
  package static func message(using generator: inout some RandomNumberGenerator) -> String {
    ["", "Required", "Too early", "Pick a weekday"].randomElement(using: &generator) ?? ""
  }

  /// A draft from a small set in several patterns: valid days, a year out of range, no real
  /// day, garbage and `""`.
  package static func draft(using generator: inout some RandomNumberGenerator) -> String {
    [
      "", "2024-03-05", "2024-03-01", "03/05/2024", "05.03.2024", "2024-02-30", "1850-06-01",
      "2024-3-5", "abc", " 2024-03-09 ", "2024-03-10",
    ].randomElement(using: &generator) ?? ""
  }

  /// A keystroke, a backspace or a paste of ``draft(using:)``.
  package static func textEdit(using generator: inout some RandomNumberGenerator) -> TextEdit {
    switch Int.random(in: 0..<4, using: &generator) {
    case 0, 1:
      let keys = ["0", "1", "2", "3", "5", "9", "-", "/", ".", " ", "x"]
      return .insert(keys.randomElement(using: &generator) ?? "0")
    case 2: return .deleteBackward
    default: return .replaceAll(draft(using: &generator))
    }
  }

  /// A parse result as a field would send it: usually a date, sometimes each error.
  package static func parse(using generator: inout some RandomNumberGenerator) -> TypedDateParse {
    switch Int.random(in: 0..<5, using: &generator) {
    case 0: .patternMismatch
    case 1: .yearOutOfRange
    default: .date(date(using: &generator))
    }
  }

  /// Typed-entry options: one of the built-in patterns, a year range that sometimes excludes the
  /// grid's 2024, and sometimes replaced messages. Drawn as positions in ``entryOptionsTable``,
  /// whose options are built once: building options fills in their messages, which cost more
  /// than the rest of a generated event.
  package static func entryOptions(
    using generator: inout some RandomNumberGenerator
  ) -> DateEntryOptions {
    let positions = [0, 1, 2, 3]
    let replacesMessages = Bool.random(using: &generator)
    let pattern = positions.randomElement(using: &generator) ?? 0
    let range = positions.randomElement(using: &generator) ?? 0
    return entryOptionsTable[(replacesMessages ? 16 : 0) + pattern * 4 + range]
  }

  /// Every option ``entryOptions(using:)`` draws: English or replaced messages, then each of
  /// four patterns with each of four year ranges.
  private static let entryOptionsTable: [DateEntryOptions] = {
    let patterns: [DateEntryPattern] = [
      .iso8601, .monthDayYear, .dayMonthYear, .dayMonthYearDotted,
    ]
    let ranges = [1900...2100, 2000...2030, 2024...2024, 2025...2099]
    let replaced = DateEntryMessages(
      patternMismatch: "Format: {pattern}", yearOutOfRange: "{minYear}–{maxYear} only",
      dateNotAllowed: "No: {input}", rangeOutOfOrder: "Ends before it starts")
    return [DateEntryMessages.english, replaced].flatMap { messages in
      patterns.flatMap { pattern in
        ranges.map { DateEntryOptions(pattern: pattern, yearRange: $0, messages: messages) }
      }
    }
  }()

  /// ``randomEvent(using:)`` over the kit's concrete generator, specialised for it.
  package static func randomEvent(
    splitMix generator: inout SplitMixGenerator
  ) -> DateFieldMachine.Event {
    randomEvent(using: &generator)
  }

  /// Any event, weighted so the wheel opens and scrolls often, typing happens often and every
  /// event appears; read-only is turned on a quarter of the times it changes.
  package static func randomEvent(
    using generator: inout some RandomNumberGenerator
  ) -> DateFieldMachine.Event {
    let roll = Int.random(in: 0..<39, using: &generator)
    if roll >= 36 { return supportingRowEvent(roll - 36, using: &generator) }
    if roll >= 24 { return typingEvent(roll - 24, using: &generator) }
    switch roll {
    case 0..<4:
      let allowed = Int.random(in: 0..<5, using: &generator) != 0
      return .openRequested(allowed: allowed, now: date(using: &generator))
    case 4..<9: return .dateScrolled(date(using: &generator))
    case 9: return .doneTapped
    case 10: return .closeRequested
    case 11: return .keyboardWillShow
    case 12, 13: return .clearTapped
    case 14, 15: return .dateAssigned(optionalDate(using: &generator))
    case 16: return .minimumDateChanged(optionalDate(using: &generator))
    case 17: return .maximumDateChanged(optionalDate(using: &generator))
    case 18: return .defaultDateChanged(optionalDate(using: &generator))
    case 19: return .clearableChanged(Bool.random(using: &generator))
    case 20, 21: return .errorSet(message(using: &generator))
    case 22: return .errorRemoved
    default: return .enabledChanged(Int.random(in: 0..<10, using: &generator) < 7)
    }
  }

  /// The typed-entry and range events, for rolls 0..<12.
  private static func typingEvent(
    _ roll: Int, using generator: inout some RandomNumberGenerator
  ) -> DateFieldMachine.Event {
    switch roll {
    case 0..<3: return .typingRequested(draft: draft(using: &generator))
    case 3, 4: return .draftEdited(textEdit(using: &generator))
    case 5, 6:
      let allowed = Int.random(in: 0..<4, using: &generator) != 0
      return .typedDateCommitted(parse(using: &generator), allowed: allowed)
    case 7:
      let allowed = Int.random(in: 0..<4, using: &generator) != 0
      return .typedDateResigned(parse(using: &generator), allowed: allowed)
    case 8: return .wheelRequested
    case 9, 10: return .rangeOrderChecked(isInOrder: Bool.random(using: &generator))
    default: return .entryOptionsChanged(entryOptions(using: &generator))
    }
  }

  /// The read-only, helper, reserved-row and announcement events, for rolls 0..<3.
  private static func supportingRowEvent(
    _ roll: Int, using generator: inout some RandomNumberGenerator
  ) -> DateFieldMachine.Event {
    switch roll {
    case 0: return .readOnlyChanged(Int.random(in: 0..<4, using: &generator) == 0)
    case 1: return .helperTextChanged(helperTexts.randomElement(using: &generator) ?? nil)
    default:
      return Bool.random(using: &generator)
        ? .supportingRowReservationChanged(Bool.random(using: &generator))
        : .errorAnnouncementsChanged(Int.random(in: 0..<4, using: &generator) != 0)
    }
  }

  /// The helper texts events and states use: none, `""` (stored as none), one line, two lines.
  package static let helperTexts: [String?] = [nil, "", "Any weekday", "Any weekday\nnot before"]

  /// Any state, made sound by `DateFieldMachine.init(state:)`.
  package static func randomMachine(
    using generator: inout some RandomNumberGenerator
  ) -> DateFieldMachine {
    let error: ErrorState =
      Bool.random(using: &generator) ? .none : .message(message(using: &generator))
    let modeName = DateFieldMode.Name.allCases.randomElement(using: &generator) ?? .closed
    let date = optionalDate(using: &generator)
    // Without a wheel date of its own an open mode opens on `date`, `defaultDate` or closes.
    let wheel =
      optionalDate(using: &generator) ?? date ?? Date(timeIntervalSinceReferenceDate: .nan)
    let minimumDate = optionalDate(using: &generator)
    let maximumDate = optionalDate(using: &generator)
    let defaultDate = optionalDate(using: &generator)
    let isClearable = Bool.random(using: &generator)
    let isEnabled = Int.random(in: 0..<5, using: &generator) != 0
    let mode: DateFieldMode =
      switch modeName {
      case .closed: .closed
      case .focused: .focused
      case .open: .open(wheel: wheel)
      case .typing: .typing(draft: draft(using: &generator), wheel: wheel)
      }
    return DateFieldMachine(
      state: .init(
        mode: mode, error: error, date: date, minimumDate: minimumDate, maximumDate: maximumDate,
        defaultDate: defaultDate, isClearable: isClearable, isEnabled: isEnabled,
        entryError: Bool.random(using: &generator)
          ? nil : DateEntryError.allCases.randomElement(using: &generator),
        entryOptions: entryOptions(using: &generator),
        isReadOnly: Int.random(in: 0..<5, using: &generator) == 0,
        helperText: helperTexts.randomElement(using: &generator) ?? nil,
        reservesSupportingRow: Bool.random(using: &generator),
        announcesErrors: Int.random(in: 0..<4, using: &generator) != 0))
  }

  /// A random state, made sound by `DateFieldMachine.init(state:)` (``randomMachine(using:)``).
  package static func randomState(
    using generator: inout some RandomNumberGenerator
  ) -> DateFieldMachine.State {
    randomMachine(using: &generator).state
  }
}
