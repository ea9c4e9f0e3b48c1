/// Why a value could not be assigned to a field.
public enum FormValueIssue: Sendable, Hashable {
  /// The value is of another kind than the field holds (a date for an entry field).
  case typeMismatch(expected: FormValueKind, got: FormValueKind)
  /// A picker row past the field's `data`.
  case rowOutOfRange(row: Int, rowCount: Int)
  /// A date that is not a moment (NaN or ±infinity): date fields refuse it.
  case nonFiniteDate
  /// No field of the form has this key.
  case noField
}
