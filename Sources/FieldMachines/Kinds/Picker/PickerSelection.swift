/// Which row of a picker is picked: none, a list row by its index, or the manual-entry row.
///
/// A picker's ``PickerFieldMachine/State/selection`` is the row its wheel rests on: ``none`` only when there
/// are no rows (the index is never −1, unlike MaterialFields). A form's value of a picker,
/// ``FormValue/choice(_:text:)``, pairs it with the committed text: ``none`` when nothing is
/// committed, ``row(_:)`` when the text is that list row's, and ``manual`` for any other text
/// (typed in manual entry, or assigned).
public enum PickerSelection: Sendable, Hashable, Codable {
  /// No row: the picker has no rows, or (as a value) nothing is committed.
  case none
  /// A row of `data`, by its index.
  case row(Int)
  /// The manual-entry row, which is always the last row; as a value, text that is not a list
  /// row.
  case manual
}
