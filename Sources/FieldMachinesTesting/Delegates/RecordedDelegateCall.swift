import FieldMachines

/// One message a field of any kind sent its delegate, as a ``RecordingFieldDelegate`` records
/// it: what the message says, with its arguments.
///
/// The questions are `…ShouldBeginEditing`, `…ShouldEndEditing`, `…ShouldReturn`,
/// `…ShouldClear` and `…(_:shouldChangeTextIn:replacementText:)`; the notices are
/// `…DidBeginEditing`, `…DidEndEditing`, `…DidChange` (the date field's `dateChanged`),
/// `…Cleared` and `…(_:didSelectRow:)`. A kind sends only its own.
public enum RecordedDelegateCall: Sendable, Hashable {
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
  /// `…DidChange`, or the date field's `dateChanged`.
  case didChange
  /// `…Cleared`: the clear pill emptied a picker or a date field.
  case cleared
  /// `…(_:didSelectRow:)`, with the row.
  case didSelectRow(Int)

  /// The call the library's call sink reports as `call`.
  init(_ call: FieldDelegateCall) {
    self =
      switch call {
      case .shouldBeginEditing: .shouldBeginEditing
      case .didBeginEditing: .didBeginEditing
      case .shouldEndEditing: .shouldEndEditing
      case .didEndEditing: .didEndEditing
      case .shouldReturn: .shouldReturn
      case .shouldClear: .shouldClear
      case .shouldChangeText(let range, let replacement):
        .shouldChangeText(range: range, replacement: replacement)
      case .didChange: .didChange
      case .cleared: .cleared
      case .didSelectRow(let row): .didSelectRow(row)
      }
  }
}
