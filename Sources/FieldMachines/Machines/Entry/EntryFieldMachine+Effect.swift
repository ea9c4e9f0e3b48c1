extension EntryFieldMachine {
  /// An order an entry field performs after a transition.
  public enum Effect: Sendable, Hashable {
    /// Call `entryFieldDidBeginEditing`.
    case didBeginEditing
    /// Call `entryFieldDidEndEditing`; fired once for each activation that ends.
    case didEndEditing
    /// Call the change callback: the user changed the text.
    case didChangeText
    /// The return key was accepted: a form may move focus to the next field.
    case didReturn
    /// The error was removed (editing began, or `removeErrorUI()`).
    case errorCleared
    /// An error appeared or its message changed: shake if the field shakes.
    case errorShown
  }
}

extension EntryFieldMachine.Effect: TextFieldEffect {}
