extension PickerFieldMachine {
  /// An order a picker field performs after a transition.
  public enum Effect: Sendable, Hashable, FieldEffect {
    /// Call `pickerFieldDidBeginEditing`: the field opened, or a read-only field took focus.
    case didBeginEditing
    /// Call `pickerFieldDidEndEditing`; fired once for each opening (or focus) that ends.
    case didEndEditing
    /// Call `pickerField(_:didSelectRow:)` with the row the user scrolled to.
    case didSelectRow(Int)
    /// Call `pickerFieldCleared`: the user tapped the clear pill.
    case cleared
    /// Call `pickerFieldDidChange`: the committed `text` changed through a user action.
    case didChangeText
    /// The error was removed (opening, a user selection, clear, or `removeErrorUI()`).
    case errorCleared
    /// An error appeared or its message changed: the field calls its `shakeHandler`
    /// when it `shakes`.
    case errorShown
    /// Announce this error message to assistive technologies. It follows ``errorShown`` when
    /// the field announces errors, so it fires once per new message.
    case announceError(String)
  }
}
