/// Why a value could not be assigned to a field.
public enum FormValueIssue: Sendable, Hashable {
  /// The value is of another kind than the field holds (a date for an entry field).
  case typeMismatch(expected: FormValueKind, got: FormValueKind)
  /// A picker row past the field's `data`.
  case rowOutOfRange(row: Int, rowCount: Int)
  /// A picker row whose text is not that row's (the rows changed since the value was read);
  /// a row given with `""` text is picked by its index alone.
  case rowTextMismatch(row: Int, rowText: String, text: String)
  /// A date that is not a moment (NaN or ±infinity): date fields refuse it.
  case nonFiniteDate
  /// No field of the form has this key.
  case noField
}
