/// The messages an ``AreaField`` sends; every method is optional.
///
/// Held weakly. A "should" method you do not implement answers `true`.
public protocol AreaFieldDelegate: AnyObject {
  /// Asked before editing begins (tap or `becomeFirstResponder()`); `false` vetoes it.
  func areaFieldShouldBeginEditing(_ view: AreaField) -> Bool
  /// Editing began; the error, if any, is already cleared.
  func areaFieldDidBeginEditing(_ view: AreaField)
  /// Asked before editing ends; `false` keeps the field editing, even for its own
  /// `resignFirstResponder()`.
  func areaFieldShouldEndEditing(_ view: AreaField) -> Bool
  /// Editing ended, exactly once per activation; validate here and call `setError(withText:)`.
  func areaFieldDidEndEditing(_ view: AreaField)
  /// Asked by ``AreaField/pressReturn()`` before the return key types its `"\n"`; `false`
  /// refuses the newline (resign here to make return close the field). A `"\n"` inside typed
  /// or pasted text does not ask.
  func areaFieldShouldReturn(_ view: AreaField) -> Bool
  /// Asked by ``Field/tapClear()`` before the clear button empties the text.
  func areaFieldShouldClear(_ view: AreaField) -> Bool
  /// Asked before each user edit, the return key's newline included; `false` refuses it.
  /// `range` is in `Character` offsets.
  func areaField(
    _ view: AreaField, shouldChangeTextIn range: Range<Int>, replacementText text: String
  ) -> Bool
  /// The user changed the text (not called for programmatic `text` assignments).
  func areaFieldDidChange(_ view: AreaField)
}

extension AreaFieldDelegate {
  /// Answers `true`.
  public func areaFieldShouldBeginEditing(_ view: AreaField) -> Bool { true }
  /// Does nothing.
  public func areaFieldDidBeginEditing(_ view: AreaField) {}
  /// Answers `true`.
  public func areaFieldShouldEndEditing(_ view: AreaField) -> Bool { true }
  /// Does nothing.
  public func areaFieldDidEndEditing(_ view: AreaField) {}
  /// Answers `true`.
  public func areaFieldShouldReturn(_ view: AreaField) -> Bool { true }
  /// Answers `true`.
  public func areaFieldShouldClear(_ view: AreaField) -> Bool { true }
  /// Answers `true`.
  public func areaField(
    _ view: AreaField, shouldChangeTextIn range: Range<Int>, replacementText text: String
  ) -> Bool { true }
  /// Does nothing.
  public func areaFieldDidChange(_ view: AreaField) {}
}
