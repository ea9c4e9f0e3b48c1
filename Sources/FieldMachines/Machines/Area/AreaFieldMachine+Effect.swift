extension AreaFieldMachine {
  /// An order an area field performs after a transition.
  public enum Effect: Sendable, Hashable {
    /// Call `areaFieldDidBeginEditing`.
    case didBeginEditing
    /// Call `areaFieldDidEndEditing`; fired once for each activation that ends.
    case didEndEditing
    /// Call `areaFieldDidChange`: the user changed the text (the height may change with it).
    case didChangeText
    /// The error was removed (editing began, or `removeErrorUI()`).
    case errorCleared
    /// An error appeared or its message changed: shake if the field shakes.
    case errorShown
  }
}

extension AreaFieldMachine.Effect: TextFieldEffect {}
