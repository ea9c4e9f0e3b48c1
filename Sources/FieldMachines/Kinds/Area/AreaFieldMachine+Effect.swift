extension AreaFieldMachine {
  /// An order an area field performs after a transition.
  public enum Effect: Sendable, Hashable, TextFieldEffect {
    /// Call `areaFieldDidBeginEditing`.
    case didBeginEditing
    /// Call `areaFieldDidEndEditing`; fired once for each activation that ends.
    case didEndEditing
    /// Call `areaFieldDidChange`: the user changed the text (the height may change with it).
    case didChangeText
    /// The shown error was removed (editing began, `removeErrorUI()`, or the text came back
    /// within its limit).
    case errorCleared
    /// An error appeared or its message changed: the field calls its `shakeHandler`
    /// when it `shakes`.
    case errorShown
    /// Announce this error message to assistive technologies. It follows ``errorShown`` when
    /// the field announces errors, so it fires once per new message, never per keystroke.
    case announceError(String)
  }
}
