/// The shape a typed date must have, such as `yyyy-MM-dd` or `MM/dd/yyyy`: a pure parser and
/// formatter that needs no calendar.
///
/// A pattern holds `yyyy` (four digits), `MM` or `dd` (two digits), `M` or `d` (one or two
/// digits), each exactly once, and any other characters that are not ASCII letters as literal
/// separators. A one-or-two-digit field must be followed by a separator or the end, so parsing
/// is never ambiguous. Two-digit years, month names and other letters are not supported:
/// ``init(_:)`` returns `nil` for them.
///
/// Parsing ignores spaces and newlines around the text and returns only days that
/// exist in the Gregorian calendar between the years 1 and 9999; anything else does not match.
public struct DateEntryPattern: Sendable, Hashable, CustomStringConvertible,
  CustomDebugStringConvertible
{
  private let tokens: [Token]

  /// `yyyy-MM-dd`, unambiguous in every locale: the default of ``DateEntryOptions``.
  public static let iso8601 = DateEntryPattern(
    tokens: [.year, .literal("-"), .month(padded: true), .literal("-"), .day(padded: true)])
  /// `MM/dd/yyyy`, as typed in the United States.
  public static let monthDayYear = DateEntryPattern(
    tokens: [.month(padded: true), .literal("/"), .day(padded: true), .literal("/"), .year])
  /// `dd/MM/yyyy`, as typed in much of Europe and elsewhere.
  public static let dayMonthYear = DateEntryPattern(
    tokens: [.day(padded: true), .literal("/"), .month(padded: true), .literal("/"), .year])
  /// `dd.MM.yyyy`, as typed in Germany and its neighbours.
  public static let dayMonthYearDotted = DateEntryPattern(
    tokens: [.day(padded: true), .literal("."), .month(padded: true), .literal("."), .year])

  /// The built-in patterns, each by how it is written (``description``), which reads as it.
  private static let builtIns = [iso8601, monthDayYear, dayMonthYear, dayMonthYearDotted].map {
    (text: $0.description, pattern: $0)
  }

  /// Reads a pattern such as `"dd.MM.yyyy"`; `nil` when a field is missing or repeated, a letter
  /// other than `yyyy`, `MM`, `M`, `dd` or `d` appears, or a one-or-two-digit field is followed
  /// by another field. A built-in pattern's spelling gives that pattern without a parse.
  public init?(_ pattern: String) {
    for builtIn in Self.builtIns where builtIn.text == pattern {
      self = builtIn.pattern
      return
    }
    self.init(parsing: pattern)
  }

  /// Reads `pattern` character by character, as ``init(_:)`` does for a pattern that is not a
  /// built-in one's spelling.
  package init?(parsing pattern: String) {
    var tokens: [Token] = []
    var characters = Substring(pattern)
    while let first = characters.first {
      let run = characters.prefix { $0 == first }
      characters = characters.dropFirst(run.count)
      guard first.isASCII && first.isLetter else {
        tokens += run.map { Token.literal($0) }
        continue
      }
      switch (first, run.count) {
      case ("y", 4): tokens.append(.year)
      case ("M", 1...2): tokens.append(.month(padded: run.count == 2))
      case ("d", 1...2): tokens.append(.day(padded: run.count == 2))
      default: return nil
      }
    }
    guard DateEntryPattern.isSound(tokens) else { return nil }
    self.tokens = tokens
  }

  private init(tokens: [Token]) {
    self.tokens = tokens
  }

  /// The pattern as written, such as `"yyyy-MM-dd"`; the `{pattern}` of ``DateEntryMessages``.
  public var description: String {
    tokens.map(\.patternText).joined()
  }

  /// The pattern quoted, such as `"dd.MM.yyyy"`, as a string prints inside another value: the
  /// letters and dots of a pattern printed bare would read as type names (`MM.` as a qualifier).
  public var debugDescription: String {
    description.debugDescription
  }

  /// The day `text` names, or `nil` when it does not match the pattern or names no real day.
  package func components(from text: String) -> DateEntryComponents? {
    var rest = Substring(text).drop { $0.isWhitespace }
    while rest.last?.isWhitespace == true { rest = rest.dropLast() }
    var year: Int?
    var month: Int?
    var day: Int?
    for token in tokens {
      guard let digitCount = token.digitCount else {
        guard case .literal(let character) = token, rest.first == character else { return nil }
        rest = rest.dropFirst()
        continue
      }
      let digits = rest.prefix { $0.isASCII && $0.isWholeNumber }.prefix(digitCount.upperBound)
      guard digitCount.contains(digits.count), let value = Int(digits) else { return nil }
      rest = rest.dropFirst(digits.count)
      switch token {
      case .year: year = value
      case .month: month = value
      case .day: day = value
      case .literal: return nil
      }
    }
    guard rest.isEmpty, let year, let month, let day else { return nil }
    let components = DateEntryComponents(year: year, month: month, day: day)
    return components.isValidGregorianDay ? components : nil
  }

  /// `components` written in this pattern, such as `"2024-03-05"`; the year has at least four
  /// digits and a padded field two. Negative numbers are written as their magnitude.
  package func text(for components: DateEntryComponents) -> String {
    tokens.map { token in
      switch token {
      case .year: DateEntryPattern.padded(components.year, to: 4)
      case .month(let padded): DateEntryPattern.padded(components.month, to: padded ? 2 : 1)
      case .day(let padded): DateEntryPattern.padded(components.day, to: padded ? 2 : 1)
      case .literal(let character): String(character)
      }
    }.joined()
  }

  private static func padded(_ value: Int, to width: Int) -> String {
    let digits = String(value.magnitude)
    return String(repeating: "0", count: max(width - digits.count, 0)) + digits
  }

  /// Each field exactly once, and a variable-width field followed by a literal or the end.
  private static func isSound(_ tokens: [Token]) -> Bool {
    let fields = tokens.filter { $0.digitCount != nil }
    let years = fields.filter { $0 == .year }.count
    let months = fields.filter { if case .month = $0 { true } else { false } }.count
    guard years == 1, months == 1, fields.count == 3 else { return false }
    for (token, next) in zip(tokens, tokens.dropFirst()) {
      guard let range = token.digitCount, range.count > 1 else { continue }
      if next.digitCount != nil { return false }
    }
    return true
  }
}
