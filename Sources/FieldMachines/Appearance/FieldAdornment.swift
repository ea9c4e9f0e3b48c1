/// A label or pill that sits at one edge of a field's value row.
///
/// ``FieldAppearance/edge(of:)`` says which logical edge each one belongs to and
/// ``FieldAppearance/side(of:)`` where to draw it for the field's ``LayoutDirection``.
public enum FieldAdornment: String, Sendable, Hashable, CaseIterable {
  /// The "$" of a monetary entry field; leading by default, before the value.
  case monetarySymbol
  /// An entry field's unit label, such as "kg"; trailing by default, after the value.
  case unit
  /// The "clear" pill of a clearable picker or date field (and an entry field's clear button);
  /// trailing by default.
  case clearButton
  /// The "done" pill of an open picker or date field; trailing by default.
  case doneButton
  /// The slot of a secure entry field's show/hide toggle; trailing by default.
  case passwordToggle
}
