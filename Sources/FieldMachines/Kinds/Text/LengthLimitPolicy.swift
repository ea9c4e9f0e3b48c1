/// What a text field does with user input that would make the text longer than its
/// `maxLength`.
public enum LengthLimitPolicy: Sendable, Hashable, CaseIterable {
  /// Material's behaviour and the default: the input is kept, the counter turns to the error
  /// colour and the overflow message shows as the field's error until the text is short enough.
  case keepAndFlag
  /// The edit is refused (a no-op), unless it shortens the text. Text longer than the limit
  /// can still arrive programmatically or by lowering the limit; it is then flagged as above.
  case refuse
}
