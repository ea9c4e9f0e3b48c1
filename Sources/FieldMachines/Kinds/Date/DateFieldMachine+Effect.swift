extension DateFieldMachine {
  /// An order a date field performs after a transition.
  public enum Effect: Sendable, Hashable, FieldEffect {
    /// Call `dateFieldDidBeginEditing`: the wheel opened, or a read-only field took focus.
    case didBeginEditing
    /// Call `dateFieldDidEndEditing`; fired once for each open that ends.
    case didEndEditing
    /// Call `dateChanged(_:)`: the user changed the committed date (a scroll, a close that
    /// accepted the date the wheel showed, or an accepted typed date).
    case dateChanged
    /// Call `dateFieldCleared`: the clear pill emptied the field.
    case cleared
    /// The error was removed (open, a user scroll, clear, an accepted typed date, a switch back
    /// to the wheel that dropped a draft's error, a range found in order, or `removeErrorUI()`).
    case errorCleared
    /// An error appeared or its message changed (`setError(withText:)`, a refused typed date or
    /// a range out of order): the field calls its `shakeHandler`
    /// when it `shakes`.
    case errorShown
    /// Announce this error message to assistive technologies. It follows ``errorShown`` when
    /// the field announces errors (``Field/announcesErrors``).
    case announceError(String)
  }
}
