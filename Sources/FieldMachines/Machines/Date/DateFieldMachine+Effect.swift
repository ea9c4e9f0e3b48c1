extension DateFieldMachine {
  /// An order a date field performs after a transition.
  public enum Effect: Sendable, Hashable {
    /// Call `dateFieldDidBeginEditing`: the wheel opened.
    case didBeginEditing
    /// Call `dateFieldDidEndEditing`; fired once for each open that ends.
    case didEndEditing
    /// Call `dateChanged(_:)`: the user changed the committed date (a scroll, or a close that
    /// accepted the date the wheel showed).
    case dateChanged
    /// Call `dateFieldCleared`: the clear pill emptied the field.
    case cleared
    /// The error was removed (open, a user scroll, clear, or `removeErrorUI()`).
    case errorCleared
    /// An error appeared or its message changed: shake if the field shakes.
    case errorShown
  }
}
