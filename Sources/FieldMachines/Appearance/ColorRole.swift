/// The part a colour plays, so a field's appearance is data and the palette is swappable.
///
/// The names follow MaterialFields' colour properties.
public enum ColorRole: String, Sendable, Hashable, CaseIterable {
  /// The underline at rest (`borderColor`).
  case border
  /// The underline while active (`borderHighlightColor`).
  case borderHighlight
  /// The underline while in error (`borderErrorColor`).
  case borderError
  /// The value text (`textColor`).
  case text
  /// The error message, and the value and a resting title while in error (`errorTextColor`).
  case errorText
  /// The title resting inside the field (`placeholderDownColor`).
  case placeholderDown
  /// The title floated above the value (`placeholderUpColor`).
  case placeholderUp
  /// The caret (`cursorColor`).
  case cursor
  /// The "$" of a monetary entry field (`monetaryColor`).
  case monetary
  /// The unit label of an entry field (`unitColor`).
  case unit
  /// The "done" pill of an open picker or date field (`doneButtonColor`).
  case doneButton
  /// The "clear" pill of a clearable picker or date field (`clearButtonColor`).
  case clearButton
  /// The helper text and the counter below a field (Material's supporting text).
  case supportingText
  /// The clear-text button and the password-visibility toggle of a text field.
  case trailingIcon
}
