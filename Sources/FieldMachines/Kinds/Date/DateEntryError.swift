/// Why a typed date was refused, or why a from/to pair is wrong: the four kinds of date-entry
/// error, each with its own message in ``DateEntryMessages``.
public enum DateEntryError: String, Sendable, Hashable, CaseIterable, Codable {
  /// The draft does not have the shape of ``DateEntryOptions/pattern`` or names no real day.
  case patternMismatch
  /// The draft's year is outside ``DateEntryOptions/yearRange``.
  case yearOutOfRange
  /// The day is outside [minimum, maximum] or the field's validator refused it.
  case dateNotAllowed
  /// This "to" field's date is before its "from" field's date (see ``DateRangePair``).
  case rangeOutOfOrder

  /// Whether the error is about the draft being typed, so it goes when the draft is abandoned;
  /// a range error is about the committed date and stays.
  package var concernsDraft: Bool {
    switch self {
    case .patternMismatch, .yearOutOfRange, .dateNotAllowed: true
    case .rangeOutOfOrder: false
    }
  }
}
