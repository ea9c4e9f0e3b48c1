#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Date {
  /// Whether the date is a moment: its interval since the reference date is finite (not NaN
  /// or ±infinity). Date fields, their limits, the form and the date rules refuse the others.
  public var isFinite: Bool { timeIntervalSinceReferenceDate.isFinite }

  /// The date when it is a moment, else `nil`.
  var finiteOrNil: Date? { isFinite ? self : nil }
}

extension Optional where Wrapped == Date {
  /// Whether the optional date is `nil` or a moment.
  var isNilOrFinite: Bool { self?.isFinite ?? true }
}
