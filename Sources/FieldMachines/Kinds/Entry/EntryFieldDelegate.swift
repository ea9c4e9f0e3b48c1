/// The messages an ``EntryField`` sends; every method is optional.
///
/// Held weakly. A "should" method you do not implement answers `true`.
public protocol EntryFieldDelegate: AnyObject {
  /// Asked before editing begins (tap or `becomeFirstResponder()`); `false` vetoes it.
  func entryFieldShouldBeginEditing(_ view: EntryField) -> Bool
  /// Editing began; the error, if any, is already cleared.
  func entryFieldDidBeginEditing(_ view: EntryField)
  /// Asked before editing ends; `false` keeps the field editing, even for its own
  /// `resignFirstResponder()`.
  func entryFieldShouldEndEditing(_ view: EntryField) -> Bool
  /// Editing ended, exactly once per activation; validate here and call `setError(withText:)`.
  func entryFieldDidEndEditing(_ view: EntryField)
  /// Asked when the return key is pressed; `true` lets a form move on.
  func entryFieldShouldReturn(_ view: EntryField) -> Bool
  /// Asked before the clear button empties the field.
  func entryFieldShouldClear(_ view: EntryField) -> Bool
  /// Asked before each user edit; `false` refuses it. `range` is in `Character` offsets.
  func entryField(
    _ view: EntryField, shouldChangeTextIn range: Range<Int>, replacementText text: String
  ) -> Bool
  /// The user changed the text (not called for programmatic `text` assignments).
  func entryFieldDidChange(_ view: EntryField)
}

extension EntryFieldDelegate {
  /// Answers `true`.
  public func entryFieldShouldBeginEditing(_ view: EntryField) -> Bool { true }
  /// Does nothing.
  public func entryFieldDidBeginEditing(_ view: EntryField) {}
  /// Answers `true`.
  public func entryFieldShouldEndEditing(_ view: EntryField) -> Bool { true }
  /// Does nothing.
  public func entryFieldDidEndEditing(_ view: EntryField) {}
  /// Answers `true`.
  public func entryFieldShouldReturn(_ view: EntryField) -> Bool { true }
  /// Answers `true`.
  public func entryFieldShouldClear(_ view: EntryField) -> Bool { true }
  /// Answers `true`.
  public func entryField(
    _ view: EntryField, shouldChangeTextIn range: Range<Int>, replacementText text: String
  ) -> Bool { true }
  /// Does nothing.
  public func entryFieldDidChange(_ view: EntryField) {}
}
