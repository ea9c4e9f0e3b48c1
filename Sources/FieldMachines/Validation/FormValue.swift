#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A field's value as a form reads and writes it, typed by field kind.
///
/// Entry and area fields hold ``text(_:)`` (`""` when empty), picker fields a ``choice(_:)`` and
/// date fields a ``date(_:)``. ``Form/setValues(_:)`` reports a value of the wrong kind as a
/// ``FormValueIssue/typeMismatch(expected:got:)`` instead of dropping it.
public enum FormValue: Sendable, Hashable, Codable {
  /// The text of an entry or area field; `""` when empty.
  case text(String)
  /// The committed value of a picker field.
  case choice(PickerChoice)
  /// The committed date of a date field; `nil` when empty.
  case date(Date?)

  /// Which kind of value this is, for type checks and messages.
  public var kind: FormValueKind {
    switch self {
    case .text: .text
    case .choice: .choice
    case .date: .date
    }
  }

  /// Whether the value counts as missing for ``ValidationRule/required(message:)``: empty or
  /// whitespace-only text, no picker value or an empty custom one, no date.
  public var isEmpty: Bool {
    switch self {
    case .text(let text): text.allSatisfy(\.isWhitespace)
    case .choice(.none): true
    case .choice(.row): false
    case .choice(.custom(let text)): text.allSatisfy(\.isWhitespace)
    case .date(let date): date == nil
    }
  }

  /// Whether the value holds nothing at all: `""` text, no picker value or `""` custom text, no
  /// date. Whitespace-only text is empty (``isEmpty``) but not unset: rules other than
  /// ``ValidationRule/required(message:)`` check it as typed.
  public var isUnset: Bool {
    switch self {
    case .text(let text): text.isEmpty
    case .choice(.none): true
    case .choice(.row): false
    case .choice(.custom(let text)): text.isEmpty
    case .date(let date): date == nil
    }
  }

  /// The date, for date values; `nil` otherwise.
  var dateValue: Date? {
    guard case .date(let date) = self else { return nil }
    return date
  }
}
