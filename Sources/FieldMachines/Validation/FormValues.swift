#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Every registered field's current value and text, as rules and conditions read them.
///
/// Hidden and disabled fields are included, so a condition can depend on a hidden field. Read
/// a value with the subscript (`values[.birthday]?.dateValue`, `values[.notes]?.isEmpty`) and
/// a text with ``text(_:)``.
public struct FormValues<Key: FormKey>: Sendable, Hashable {
  /// Each field's value.
  package var values: [Key: FormValue]
  /// Each field's text as shown: typed text, the picked row's title or the formatted date;
  /// `""` when empty.
  package var texts: [Key: String]

  /// Creates a set of values; a key missing from `texts` reads as `""`.
  package init(values: [Key: FormValue] = [:], texts: [Key: String] = [:]) {
    self.values = values
    self.texts = texts
  }

  /// The value of `key`, or `nil` when no field has that key.
  public subscript(key: Key) -> FormValue? { values[key] }

  /// The text of `key`; `""` when empty or unknown.
  public func text(_ key: Key) -> String { texts[key] ?? "" }

  /// The date of a date field `key`; `nil` when empty, unknown or not a date field.
  package func date(_ key: Key) -> Date? { values[key]?.dateValue }

  /// Whether `key` is empty (see ``FormValue/isEmpty``); an unknown key counts as empty.
  package func isEmpty(_ key: Key) -> Bool { values[key]?.isEmpty ?? true }
}
