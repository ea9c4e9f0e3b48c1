/// Why ``Form/restore(_:)`` refused a snapshot; when it throws, the form is unchanged.
public enum FormSnapshotError: Error, Sendable, Hashable {
  /// The snapshot names a key the form has no field for (or two keys share the name).
  case unknownKey(String)
  /// The form has a field the snapshot does not mention.
  case missingField(String)
  /// The field under this key is of another kind than the snapshot's.
  case kindMismatch(key: String, expected: String, found: String)
  /// The value cannot be assigned to the field (a picker row past its data).
  case valueNotAssignable(key: String, issue: FormValueIssue)
  /// The snapshot is not a state a form can be in: more than one active field, an active field
  /// that is hidden or disabled, an active key that does not match the positions, a negative
  /// submit count, or a field state its field cannot have (a picker editing, an open picker
  /// without rows, a wheel row outside the rows, an error the text does not cause, …).
  case inconsistent(String)
}
