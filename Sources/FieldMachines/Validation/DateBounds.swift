#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The finite bounds of ``ValidationRule/dateRange(from:to:message:)``, a value so the rule is a
/// ``BuiltInRule`` that equal rule sets share; a `nil` bound does not limit.
struct DateBounds: Sendable, Hashable {
  /// The earliest date allowed.
  var start: Date?
  /// The latest date allowed.
  var end: Date?

  /// Whether `date` is finite and within the bounds.
  func contains(_ date: Date) -> Bool {
    guard date.isFinite else { return false }
    let isEarly = start.map { date < $0 } ?? false
    let isLate = end.map { date > $0 } ?? false
    return !isEarly && !isLate
  }
}
