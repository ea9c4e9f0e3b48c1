/// The message shown for each ``DateEntryError``, one at a time through ``subscript(_:)``;
/// replace any of them to reword or localise.
///
/// A message may contain placeholders, replaced when the error is shown: `{pattern}` (the
/// pattern, such as `yyyy-MM-dd`), `{minYear}` and `{maxYear}` (the year range) and `{input}`
/// (the text the user typed; empty for a range error).
public struct DateEntryMessages: Sendable, Hashable {
  /// Shown when the draft does not match the pattern or names no real day.
  package var patternMismatch: String
  /// Shown when the draft's year is outside the year range.
  package var yearOutOfRange: String
  /// Shown when the date is outside the limits or refused by the field's validator.
  package var dateNotAllowed: String
  /// Shown on a "to" field whose date is before the "from" field's.
  package var rangeOutOfOrder: String

  /// Creates messages; every argument defaults to the English text.
  package init(
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

  /// The message for `error`, placeholders not yet replaced; set it to reword or localise that
  /// error (`messages[.patternMismatch] = "Format attendu : {pattern}"`).
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
  package func text(
    for error: DateEntryError, pattern: DateEntryPattern, yearRange: ClosedRange<Int>,
    input: String
  ) -> String {
    var text = Self.replacing("{pattern}", with: pattern.description, in: self[error])
    text = Self.replacing("{minYear}", with: String(yearRange.lowerBound), in: text)
    text = Self.replacing("{maxYear}", with: String(yearRange.upperBound), in: text)
    return Self.replacing("{input}", with: input, in: text)
  }

  /// `text` with every `placeholder` replaced by `value`, left to right, exactly as
  /// `text.replacing(placeholder, with: value)` does, and quickly when `text` is ASCII.
  private static func replacing(
    _ placeholder: StaticString, with value: String, in text: String
  ) -> String {
    asciiReplacing(placeholder, with: value, in: text)
      ?? text.replacing(placeholder.description, with: value)
  }

  /// `replacing(_:with:in:)` on bytes, or `nil` when `text` is not ASCII. In ASCII text each
  /// character is one byte (a CR-LF pair aside, which a placeholder never touches), so the bytes
  /// match where the characters do; text without the placeholder comes back as it is.
  private static func asciiReplacing(
    _ placeholder: StaticString, with value: String, in text: String
  ) -> String? {
    let needle = UnsafeBufferPointer(
      start: placeholder.utf8Start, count: placeholder.utf8CodeUnitCount)
    let replaced = text.utf8.withContiguousStorageIfAvailable { bytes -> String? in
      guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
      var result = ""
      var start = 0
      var index = 0
      while index + needle.count <= bytes.count {
        if bytes[index..<index + needle.count].elementsEqual(needle) {
          result += String(decoding: bytes[start..<index], as: UTF8.self) + value
          index += needle.count
          start = index
        } else {
          index += 1
        }
      }
      guard start > 0 else { return text }
      return result + String(decoding: bytes[start...], as: UTF8.self)
    }
    return replaced.flatMap { $0 }
  }
}
