/// The outcome of one guard a transition decides, as the charts name it.
///
/// A machine's transition code records each outcome where it decides it (see
/// ``GuardRecorder``): the delegate's answer an event carries first, then the conditions on the
/// rest of the state in the order the code tests them. A chart transition is labelled with the
/// outcomes its steps recorded, so the chart's guards are the code's own branches and a new
/// branch cannot be left out of the chart. The raw value is the name a chart shows.
package enum GuardOutcome: String, Sendable, Hashable, CaseIterable {
  /// The delegate allowed the request.
  case allowed
  /// The delegate vetoed the request.
  case vetoed
  /// The field is enabled.
  case enabled
  /// The field is disabled.
  case disabled
  /// The text is over the length limit.
  case overLimit
  /// The text is within the length limit, or there is none.
  case withinLimit
  /// The error message is the one shown already.
  case sameMessage
  /// The error message is not the one shown.
  case newMessage
  /// The length limit refuses the edit.
  case refused
  /// The edit leaves the text as it is.
  case unchanged
  /// The edit changes the text.
  case changed
  /// There is nothing to clear.
  case empty
  /// There is text to clear.
  case hasText
  /// The field is not a secure field.
  case plain
  /// The secure field's value is masked.
  case masked
  /// The secure field's value is revealed.
  case revealed
  /// The flag the event sets is on.
  case `true`
  /// The flag the event sets is off.
  case `false`
  /// The picker has no rows.
  case noRows
  /// The selection is a list row.
  case listRow
  /// The selection is the manual-entry row.
  case manualRow
  /// The row is the one selected already.
  case sameRow
  /// The row is not the one selected.
  case newRow
  /// The picked row's value is gone from the new rows.
  case pickLost
  /// The field shows no clear pill.
  case notClearable
  /// There is a value or an error to clear.
  case hasValue
  /// The date is the committed date already.
  case sameDate
  /// The date differs from the committed date.
  case newDate
  /// The typed draft does not match the pattern.
  case patternMismatch
  /// The typed year is outside the years accepted.
  case yearOutOfRange
  /// The typed draft is a date.
  case date
  /// The date is outside the limits.
  case outOfRange
  /// The error shown came from the typed draft.
  case draftError
  /// The error shown did not come from the typed draft.
  case otherError
  /// The two dates of a range are out of order.
  case outOfOrder
  /// The two dates of a range are in order.
  case inOrder
  /// The error shown is the range error.
  case rangeError
  /// The error shown is not the range error.
  case noRangeError
  /// A form field's outcome passed (the form's chart).
  case valid
  /// A form field's outcome failed (the form's chart).
  case invalid
  /// A form field's outcome waits for an answer (the form's chart).
  case unvalidated
  /// The form field counts for validation (the form's chart).
  case counted
  /// The form field does not count for validation (the form's chart).
  case uncounted
  /// The form field is active (the form's chart).
  case active
  /// The form field is not active (the form's chart).
  case inactive
  /// The form field is hidden (the form's chart).
  case hidden
  /// The form field is shown (the form's chart).
  case shown
  /// Hiding empties the form field's value (the form's chart).
  case empties
  /// Hiding keeps the form field's value (the form's chart).
  case keeps
  /// Navigation found a field to move to (the form's chart).
  case found
  /// Navigation found no field to move to (the form's chart).
  case notFound
}
