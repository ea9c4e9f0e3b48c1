/// The messages a ``PickerField`` sends; every method is optional.
///
/// Held weakly. A "should" method you do not implement answers `true`.
public protocol PickerFieldDelegate: AnyObject {
  /// Asked before the picker opens (tap or `becomeFirstResponder()`), and only when it could
  /// open (enabled, closed, with rows); `false` keeps it closed.
  func pickerFieldShouldBeginEditing(_ view: PickerField) -> Bool
  /// The picker opened; the error, if any, is already cleared.
  func pickerFieldDidBeginEditing(_ view: PickerField)
  /// The picker closed, exactly once per opening, with the value already committed; validate
  /// here and call `setError(withText:)`.
  func pickerFieldDidEndEditing(_ view: PickerField)
  /// The user tapped the clear pill; `text` is already `nil`.
  func pickerFieldCleared(_ view: PickerField)
  /// The user scrolled the wheel to `row` of `rows` (the manual row is the last); not called for
  /// `setIndexTo(_:)`.
  func pickerField(_ view: PickerField, didSelectRow row: Int)
  /// The user changed the committed `text` (a scroll, done, Return, clear); not called for
  /// programmatic changes.
  func pickerFieldDidChange(_ view: PickerField)
}

extension PickerFieldDelegate {
  /// Answers `true`.
  public func pickerFieldShouldBeginEditing(_ view: PickerField) -> Bool { true }
  /// Does nothing.
  public func pickerFieldDidBeginEditing(_ view: PickerField) {}
  /// Does nothing.
  public func pickerFieldDidEndEditing(_ view: PickerField) {}
  /// Does nothing.
  public func pickerFieldCleared(_ view: PickerField) {}
  /// Does nothing.
  public func pickerField(_ view: PickerField, didSelectRow row: Int) {}
  /// Does nothing.
  public func pickerFieldDidChange(_ view: PickerField) {}
}
