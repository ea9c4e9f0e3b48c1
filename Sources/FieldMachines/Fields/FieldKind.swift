/// The four kinds of field.
public enum FieldKind: String, Sendable, Hashable, CaseIterable {
  /// A single-line text field: ``EntryField``.
  case entry
  /// A multi-line text field that grows: ``AreaField``.
  case area
  /// A one-column picker with an optional manual-entry row: ``PickerField``.
  case picker
  /// A date wheel with minimum and maximum: ``DateField``.
  case date
}
