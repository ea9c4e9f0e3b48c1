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
  /// The settings and their filled-in messages, shared until one of them is set.
  private var storage: Storage

  /// The default options' box, built once and shared by every field that keeps them.
  private static let defaultStorage = Storage(
    messages: .english, pattern: .iso8601, yearRange: 1900...2100)

  /// The shape a typed date must have; ``DateEntryPattern/iso8601`` by default.
  ///
  /// Setting the pattern the options have keeps their box, whose messages are filled in for it
  /// already (as for ``yearRange``).
  public var pattern: DateEntryPattern {
    get { storage.pattern }
    set {
      guard newValue != storage.pattern else { return }
      storage = Self.storage(messages, newValue, yearRange)
    }
  }
  /// The years a typed date may have; 1900...2100 by default (Material's range).
  public var yearRange: ClosedRange<Int> {
    get { storage.yearRange }
    set {
      guard newValue != storage.yearRange else { return }
      storage = Self.storage(messages, pattern, newValue)
    }
  }
  /// The message for each kind of error.
  public var messages: DateEntryMessages {
    get { storage.messages }
    set { storage = Self.storage(newValue, pattern, yearRange) }
  }

  /// Creates options; the defaults are `yyyy-MM-dd`, 1900...2100 and the English messages.
  public init(
    pattern: DateEntryPattern = .iso8601, yearRange: ClosedRange<Int> = 1900...2100,
    messages: DateEntryMessages = .english
  ) {
    storage = Self.storage(messages, pattern, yearRange)
  }

  /// The box for these settings: the shared one for the defaults.
  private static func storage(
    _ messages: DateEntryMessages, _ pattern: DateEntryPattern, _ yearRange: ClosedRange<Int>
  ) -> Storage {
    if pattern == .iso8601 && yearRange == 1900...2100 && messages == .english {
      return defaultStorage
    }
    return Storage(messages: messages, pattern: pattern, yearRange: yearRange)
  }

  /// Whether two options have the same settings (the same box, or equal pattern, years and
  /// messages).
  public static func == (lhs: DateEntryOptions, rhs: DateEntryOptions) -> Bool {
    lhs.storage === rhs.storage
      || (lhs.pattern == rhs.pattern && lhs.yearRange == rhs.yearRange
        && lhs.messages == rhs.messages)
  }

  /// Hashes the pattern, the years and the messages.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(pattern)
    hasher.combine(yearRange)
    hasher.combine(messages)
  }

  /// What `draft` means: ``TypedDateParse/patternMismatch`` unless it matches ``pattern``,
  /// ``TypedDateParse/yearOutOfRange`` unless its year is in ``yearRange``, else the date `day`
  /// gives for its components (the field's calendar work; `nil` counts as a mismatch).
  package func parse(
    _ draft: String, day: (DateEntryComponents) -> Date?
  ) -> TypedDateParse {
    guard let components = pattern.components(from: draft) else { return .patternMismatch }
    guard yearRange.contains(components.year) else { return .yearOutOfRange }
    guard let date = day(components) else { return .patternMismatch }
    return .date(date)
  }

  /// The message for `error` with its placeholders filled from these options and `input`.
  package func message(for error: DateEntryError, input: String) -> String {
    storage.message(for: error, input: input)
  }

  /// Whether ``writeMessage(for:input:into:)`` words the message for `error` (see
  /// ``Storage/writesMessage(for:)``).
  func writesMessage(for error: DateEntryError) -> Bool {
    storage.writesMessage(for: error)
  }

  /// Writes the message for `error` and `input` into `text`'s own buffer (see
  /// ``Storage/writeMessage(for:input:into:)``).
  func writeMessage(for error: DateEntryError, input: String, into text: inout String) {
    storage.writeMessage(for: error, input: input, into: &text)
  }

  /// Whether `message` is known, without formatting, to be ``message(for:input:)`` for `error`
  /// and `input`; `false` means "format it and compare".
  func isMessage(_ message: String, for error: DateEntryError, input: String) -> Bool {
    storage.isMessage(message, for: error, input: input)
  }
}
