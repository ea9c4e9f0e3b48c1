/// The message shown for each ``DateEntryError``; replace any of them to reword or localise.
///
/// A message may contain placeholders, replaced when the error is shown: `{pattern}` (the
/// pattern, such as `yyyy-MM-dd`), `{minYear}` and `{maxYear}` (the year range) and `{input}`
/// (the text the user typed; empty for a range error).
public struct DateEntryMessages: Sendable, Hashable {
  /// Shown when the draft does not match the pattern or names no real day.
  public var patternMismatch: String
  /// Shown when the draft's year is outside the year range.
  public var yearOutOfRange: String
  /// Shown when the date is outside the limits or refused by the field's validator.
  public var dateNotAllowed: String
  /// Shown on a "to" field whose date is before the "from" field's.
  public var rangeOutOfOrder: String

  /// Creates messages; every argument defaults to the English text.
  public init(
    patternMismatch: String = "Enter a date as {pattern}",
    yearOutOfRange: String = "Enter a year from {minYear} to {maxYear}",
    dateNotAllowed: String = "{input} is not an allowed date",
    rangeOutOfOrder: String = "The end date is before the start date"
  ) {
    self.patternMismatch = patternMismatch
    self.yearOutOfRange = yearOutOfRange
    self.dateNotAllowed = dateNotAllowed
    self.rangeOutOfOrder = rangeOutOfOrder
  }

  /// The English messages.
  public static let english = DateEntryMessages()

  /// The message for `error`, placeholders not yet replaced.
  public subscript(error: DateEntryError) -> String {
    get {
      switch error {
      case .patternMismatch: patternMismatch
      case .yearOutOfRange: yearOutOfRange
      case .dateNotAllowed: dateNotAllowed
      case .rangeOutOfOrder: rangeOutOfOrder
      }
    }
    set {
      switch error {
      case .patternMismatch: patternMismatch = newValue
      case .yearOutOfRange: yearOutOfRange = newValue
      case .dateNotAllowed: dateNotAllowed = newValue
      case .rangeOutOfOrder: rangeOutOfOrder = newValue
      }
    }
  }

  /// The message for `error` with its placeholders replaced.
  public func text(
    for error: DateEntryError, pattern: DateEntryPattern, yearRange: ClosedRange<Int>,
    input: String
  ) -> String {
    self[error]
      .replacing("{pattern}", with: pattern.description)
      .replacing("{minYear}", with: String(yearRange.lowerBound))
      .replacing("{maxYear}", with: String(yearRange.upperBound))
      .replacing("{input}", with: input)
  }
}
