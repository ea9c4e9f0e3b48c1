extension EntryFieldMachine {
  /// An order an entry field performs after a transition.
  public enum Effect: Sendable, Hashable, TextFieldEffect {
    /// Call `entryFieldDidBeginEditing`.
    case didBeginEditing
    /// Call `entryFieldDidEndEditing`; fired once for each activation that ends.
    case didEndEditing
    /// Call the change callback: the user changed the text (typing or the clear-text button).
    case didChangeText
    /// The return key was accepted: a form may move focus to the next field.
    case didReturn
    /// The shown error was removed (editing began, `removeErrorUI()`, or the text came back
    /// within its limit).
    case errorCleared
    /// An error appeared or its message changed: the field calls its `shakeHandler`
    /// when it `shakes`.
    case errorShown
    /// Announce this error message to assistive technologies. It follows ``errorShown`` when
    /// the field announces errors, so it fires once per new message, never per keystroke.
    case announceError(String)
    /// The user toggled the password visibility: the value is now revealed or masked.
    case textVisibilityChanged(isRevealed: Bool)
  }
}
