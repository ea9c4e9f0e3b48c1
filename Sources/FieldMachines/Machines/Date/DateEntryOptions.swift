#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// How a date field reads typed dates: the pattern, the years accepted and the error messages.
///
/// Part of ``DateFieldMachine/State`` so the machine can word its errors; set it through
/// ``DateField/entryOptions``.
public struct DateEntryOptions: Sendable, Hashable {
  /// The shape a typed date must have; ``DateEntryPattern/iso8601`` by default.
  public var pattern: DateEntryPattern
  /// The years a typed date may have; 1900...2100 by default (Material's range).
  public var yearRange: ClosedRange<Int>
  /// The message for each kind of error.
  public var messages: DateEntryMessages

  /// Creates options; the defaults are `yyyy-MM-dd`, 1900...2100 and the English messages.
  public init(
    pattern: DateEntryPattern = .iso8601, yearRange: ClosedRange<Int> = 1900...2100,
    messages: DateEntryMessages = .english
  ) {
    self.pattern = pattern
    self.yearRange = yearRange
    self.messages = messages
  }

  /// What `draft` means: ``TypedDateParse/patternMismatch`` unless it matches ``pattern``,
  /// ``TypedDateParse/yearOutOfRange`` unless its year is in ``yearRange``, else the date `day`
  /// gives for its components (the field's calendar work; `nil` counts as a mismatch).
  public func parse(
    _ draft: String, day: (DateEntryComponents) -> Date?
  ) -> TypedDateParse {
    guard let components = pattern.components(from: draft) else { return .patternMismatch }
    guard yearRange.contains(components.year) else { return .yearOutOfRange }
    guard let date = day(components) else { return .patternMismatch }
    return .date(date)
  }

  /// The message for `error` with its placeholders filled from these options and `input`.
  public func message(for error: DateEntryError, input: String) -> String {
    messages.text(for: error, pattern: pattern, yearRange: yearRange, input: input)
  }
}
