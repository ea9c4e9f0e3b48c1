#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where a field's focus is, as a ``FormSnapshot`` records it: closed, editing, or open and how.
package enum FieldPosition: Sendable, Hashable, Codable {
  /// Not editing: a text field is inactive, a picker or date field is closed.
  case closed
  /// A text field is editing.
  case editing
  /// A picker is open on a list row.
  case pickerOpen
  /// A picker is open in manual entry with this draft typed.
  case pickerManual(draft: String)
  /// A date field is open with its wheel on this date.
  case dateOpen(wheel: Date)
  /// A date field is typing this draft, its hidden wheel on this date.
  case dateTyping(wheel: Date, draft: String)

  /// Whether the field is active (editing or open).
  package var isActive: Bool { self != .closed }
}
