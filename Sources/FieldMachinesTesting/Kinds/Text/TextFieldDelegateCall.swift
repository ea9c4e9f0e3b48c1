import FieldMachines

/// One message a text field sent its delegate, as the recording delegates note it.
///
/// ``RecordingEntryFieldDelegate`` and ``RecordingAreaFieldDelegate`` share this vocabulary, so
/// one test can check either field's exact call order.
public enum TextFieldDelegateCall: Sendable, Hashable {
  /// `…ShouldBeginEditing`.
  case shouldBeginEditing
  /// `…DidBeginEditing`.
  case didBeginEditing
  /// `…ShouldEndEditing`.
  case shouldEndEditing
  /// `…DidEndEditing`.
  case didEndEditing
  /// `…ShouldReturn`.
  case shouldReturn
  /// `…ShouldClear`.
  case shouldClear
  /// `…(_:shouldChangeTextIn:replacementText:)`, with its arguments.
  case shouldChangeText(range: Range<Int>, replacement: String)
  /// `…DidChange`.
  case didChange
}
