#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A field's value as a form reads and writes it, typed by field kind.
///
/// Entry and area fields hold ``text(_:)`` (`""` when empty), picker fields a
/// ``choice(_:text:)`` and date fields a ``date(_:)``. ``Form/setValues(_:)`` reports a value of
/// the wrong kind as a ``FormValueIssue/typeMismatch(expected:got:)`` instead of dropping it.
///
/// Read a value with ``textValue``, ``rowIndex``, ``isManual`` and ``dateValue``; print it with
/// ``description``, e.g. `"Japan" (row 1)` for a picked row.
public enum FormValue: Sendable, Hashable, Codable {
  /// The text of an entry or area field; `""` when empty.
  case text(String)
  /// The committed value of a picker field: which row is picked and its text.
  ///
  /// A form reads ``PickerSelection/none`` with `""` when nothing is committed,
  /// ``PickerSelection/row(_:)`` with that row's text, and ``PickerSelection/manual`` with text
  /// typed in manual entry or assigned. Assigned to a form, a row must come with that row's
  /// text (``FormValueIssue/rowTextMismatch(row:rowText:text:)`` otherwise) or with `""` to pick
  /// it by index alone; a manual value selects the manual row when there is one.
  case choice(PickerSelection, text: String)
  /// The committed date of a date field; `nil` when empty.
  case date(Date?)

  /// Which kind of value this is, for type checks and messages.
  package var kind: FormValueKind {
    switch self {
    case .text: .text
    case .choice: .choice
    case .date: .date
    }
  }

  /// Whether the value counts as missing for ``ValidationRule/required(message:)``: empty or
  /// whitespace-only text, no picker value or an empty manual one, no date.
  public var isEmpty: Bool {
    switch self {
    case .text(let text): text.allSatisfy(\.isWhitespace)
    case .choice(.none, _): true
    case .choice(.row, _): false
    case .choice(.manual, let text): text.allSatisfy(\.isWhitespace)
    case .date(let date): date == nil
    }
  }

  /// Whether the value holds nothing at all: `""` text, no picker value or `""` manual text, no
  /// date. Whitespace-only text is empty (``isEmpty``) but not unset: rules other than
  /// ``ValidationRule/required(message:)`` check it as typed.
  public var isUnset: Bool {
    switch self {
    case .text(let text): text.isEmpty
    case .choice(.none, _): true
    case .choice(.row, _): false
    case .choice(.manual, let text): text.isEmpty
    case .date(let date): date == nil
    }
  }

  /// The date, for date values; `nil` otherwise.
  public var dateValue: Date? {
    guard case .date(let date) = self else { return nil }
    return date
  }

  /// The text: an entry or area field's, or a picker's (the picked row's, the manual text, or
  /// `""` when nothing is picked); `nil` for date values.
  public var textValue: String? {
    switch self {
    case .text(let text): text
    case .choice(.none, _): ""
    case .choice(_, let text): text
    case .date: nil
    }
  }

  /// The index of the picked list row in the picker's `data`; `nil` when nothing or a manual
  /// value is picked, and for other kinds.
  public var rowIndex: Int? {
    guard case .choice(.row(let index), _) = self else { return nil }
    return index
  }

  /// Whether this is a picker value that is not a list row: typed in manual entry, or assigned.
  public var isManual: Bool {
    guard case .choice(.manual, _) = self else { return false }
    return true
  }
}
