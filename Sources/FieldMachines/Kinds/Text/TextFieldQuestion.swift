/// A "should" question a text field asks its delegate before it sends an event; the answer
/// travels in the event's `allowed:` payload.
package enum TextFieldQuestion: Sendable, Hashable {
  /// Whether editing may begin.
  case beginEditing
  /// Whether editing may end.
  case endEditing
  /// Whether the return key is honoured.
  case returnKey
  /// Whether the clear button may empty the field.
  case clear
  /// Whether a user edit may replace `range` (in `Character` offsets) with `replacement`.
  case change(Range<Int>, replacement: String)
}
