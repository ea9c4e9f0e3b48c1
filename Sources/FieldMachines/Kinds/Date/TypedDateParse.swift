#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What a typed draft means, as the field worked it out with its calendar: the payload of
/// ``DateFieldMachine/Event/typedDateCommitted(_:allowed:)``.
///
/// The machine cannot parse (turning a day into a `Date` needs a calendar and a time zone), so
/// the field parses with its ``DateField/entryOptions`` and the machine judges the result
/// against its limits and the validator's answer.
public enum TypedDateParse: Sendable, Hashable {
  /// The draft names this day (its start in the field's time zone).
  case date(Date)
  /// The draft does not match the pattern or names no real day.
  case patternMismatch
  /// The draft names a day whose year is outside the year range.
  case yearOutOfRange
}
