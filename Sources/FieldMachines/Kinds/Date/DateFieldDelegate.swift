/// The messages a ``DateField`` sends; every method is optional.
///
/// Held weakly. A "should" method you do not implement answers `true`. Programmatic calls
/// (`date`, limits, `setError(withText:)`) never reach the delegate; disabling an open field
/// closes it like done.
public protocol DateFieldDelegate: AnyObject {
  /// Asked before the wheel opens, on a tap and on `becomeFirstResponder()`; `false` vetoes it.
  func dateFieldShouldBeginEditing(_ view: DateField) -> Bool
  /// The field opened (on the wheel, or typing with `opensForTyping`); the error, if any, is
  /// already cleared.
  func dateFieldDidBeginEditing(_ view: DateField)
  /// The field closed, exactly once per open (also after an accepted typed date); validate
  /// here and call `setError(withText:)`.
  func dateFieldDidEndEditing(_ view: DateField)
  /// The clear pill emptied the field.
  func dateFieldCleared(_ view: DateField)
  /// The user changed the date: a scroll, a close that accepted the date the wheel showed, or an
  /// accepted typed date.
  func dateChanged(_ view: DateField)
}

extension DateFieldDelegate {
  /// Answers `true`.
  public func dateFieldShouldBeginEditing(_ view: DateField) -> Bool { true }
  /// Does nothing.
  public func dateFieldDidBeginEditing(_ view: DateField) {}
  /// Does nothing.
  public func dateFieldDidEndEditing(_ view: DateField) {}
  /// Does nothing.
  public func dateFieldCleared(_ view: DateField) {}
  /// Does nothing.
  public func dateChanged(_ view: DateField) {}
}
