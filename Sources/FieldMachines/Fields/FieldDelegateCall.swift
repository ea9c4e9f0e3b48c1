/// One message a field of any kind sends its delegate, as the package's recording and counting
/// delegates (``FieldDelegateCallSink``) receive it: what the message says, with its arguments.
///
/// The questions are `…ShouldBeginEditing`, `…ShouldEndEditing`, `…ShouldReturn`,
/// `…ShouldClear` and `…(_:shouldChangeTextIn:replacementText:)`; the notices are
/// `…DidBeginEditing`, `…DidEndEditing`, `…DidChange` (the date field's `dateChanged`),
/// `…Cleared` and `…(_:didSelectRow:)`.
package enum FieldDelegateCall: Sendable, Hashable {
  case shouldBeginEditing, shouldEndEditing, shouldReturn, shouldClear
  case shouldChangeText(range: Range<Int>, replacement: String)
  case didBeginEditing, didEndEditing, didChange, cleared
  case didSelectRow(Int)
}
