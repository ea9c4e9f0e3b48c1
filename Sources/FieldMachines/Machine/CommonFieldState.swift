/// What every field machine's state holds, so the code the field objects share
/// (`MachineField`) can read it: the error shown, enabling, read-only, the supporting row and
/// announcements. Each machine's `State` conforms with its own properties; the settings every
/// field stores (enabling, read-only, the helper text, the reserved row, announcements) are
/// written by the transitions the wheel fields share and by the chart components every field
/// has (``ChartComponent/supportingRowReservation``).
package protocol CommonFieldState: Sendable, Hashable {
  /// The state of a new field: empty, enabled, editable, inactive (closed), without an error.
  init()
  /// Whether the field has focus: editing, open, typing, or a focused read-only field.
  var isActive: Bool { get }
  /// Whether a picker's or a date's wheel shows below the field (open, and not typing).
  var isWheelShown: Bool { get }
  /// The error shown (a text field's is the app's error, else the length overflow's).
  var shownError: ErrorState { get }
  /// Whether the field accepts focus.
  var isEnabled: Bool { get set }
  /// Whether the field takes focus but refuses changes.
  var isReadOnly: Bool { get set }
  /// The helper text shown while there is no error.
  var helperText: String? { get set }
  /// Whether the supporting row keeps one line of space even when empty.
  var reservesSupportingRow: Bool { get set }
  /// What the row below the field shows.
  var supportingRow: SupportingRow { get }
  /// ``supportingRow``'s line count (``SupportingRow/lineCount(measuredBy:maximumLineCount:)``),
  /// which a state may find without building the row (a text field's counter string).
  func supportingLineCount(measuredBy measurer: any TextMeasurer, maximumLineCount: Int?) -> Int?
  /// Whether a new or changed error is announced.
  var announcesErrors: Bool { get set }
}
