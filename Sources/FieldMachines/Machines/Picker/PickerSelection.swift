/// The row a picker field's wheel rests on.
///
/// ``none`` only when there are no rows; otherwise a picker always has a selected row (the index
/// is never −1, unlike MaterialFields).
public enum PickerSelection: Sendable, Hashable {
  /// No row: the picker has no rows at all.
  case none
  /// A row of `data`, by its index.
  case row(Int)
  /// The manual-entry row, which is always the last row.
  case manual
}
