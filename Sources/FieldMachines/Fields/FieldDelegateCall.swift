/// One message a field of any kind sends its delegate, as the package's recording and counting
/// delegates (``FieldDelegateCallSink``) receive it: what the message says, with its arguments.
package enum FieldDelegateCall: Sendable, Hashable {
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
  /// `…DidChange` (the date field's `dateChanged`).
  case didChange
  /// `…Cleared`.
  case cleared
  /// `…(_:didSelectRow:)`, with its row.
  case didSelectRow(Int)
}
