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
  public var pattern: DateEntryPattern {
    didSet { resolved = Self.resolve(messages, pattern, yearRange) }
  }
  /// The years a typed date may have; 1900...2100 by default (Material's range).
  public var yearRange: ClosedRange<Int> {
    didSet { resolved = Self.resolve(messages, pattern, yearRange) }
  }
  /// The message for each kind of error.
  public var messages: DateEntryMessages {
    didSet { resolved = Self.resolve(messages, pattern, yearRange) }
  }
  /// The messages filled in for these options, rebuilt whenever they change.
  private var resolved: ResolvedMessages

  /// The default options' filled-in messages, built once and shared.
  private static let defaultResolved = ResolvedMessages(
    messages: .english, pattern: .iso8601, yearRange: 1900...2100)

  /// Creates options; the defaults are `yyyy-MM-dd`, 1900...2100 and the English messages.
  public init(
    pattern: DateEntryPattern = .iso8601, yearRange: ClosedRange<Int> = 1900...2100,
    messages: DateEntryMessages = .english
  ) {
    self.pattern = pattern
    self.yearRange = yearRange
    self.messages = messages
    resolved = Self.resolve(messages, pattern, yearRange)
  }

  /// The filled-in messages for these settings: the shared box for the defaults.
  private static func resolve(
    _ messages: DateEntryMessages, _ pattern: DateEntryPattern, _ yearRange: ClosedRange<Int>
  ) -> ResolvedMessages {
    if pattern == .iso8601 && yearRange == 1900...2100 && messages == .english {
      return defaultResolved
    }
    return ResolvedMessages(messages: messages, pattern: pattern, yearRange: yearRange)
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
    resolved.fixedMessage(for: error)
      ?? messages.text(for: error, pattern: pattern, yearRange: yearRange, input: input)
  }

  /// Whether `message` is known, without formatting, to be ``message(for:input:)`` for `error`
  /// and `input`; `false` means "format it and compare".
  func isMessage(_ message: String, for error: DateEntryError, input: String) -> Bool {
    resolved.isMessage(message, for: error, input: input)
  }
}
