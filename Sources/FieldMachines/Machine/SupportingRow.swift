/// What the row below a field shows: an error or a helper text at the leading edge and a
/// character counter at the trailing edge, as Material's supporting text does.
///
/// Every field derives one from its machine's state (``FieldAppearance/supportingRow``). An
/// error replaces the helper in the same row. The field's ``Field/height`` counts the row's
/// lines, as its ``Field/supportingTextMeasurer`` measures them.
public struct SupportingRow: Sendable, Hashable {
  /// The error shown: the app's error, or a text field's length overflow.
  public var error: ErrorState
  /// The helper text, shown only without an error; never `""`.
  package var helperText: String?
  /// The counter, such as "12/40", or `nil` without a length limit.
  public var counterText: String?
  /// Whether the text is longer than its limit, so the counter takes the error colour.
  package var isCounterOverflowing: Bool
  /// Whether the row keeps one line of space even when nothing shows.
  package var isReserved: Bool

  /// Creates a row; `""` helper text counts as none.
  package init(
    error: ErrorState = .none, helperText: String? = nil, counterText: String? = nil,
    isCounterOverflowing: Bool = false, isReserved: Bool = false
  ) {
    self.error = error
    self.helperText = helperText?.isEmpty == true ? nil : helperText
    self.counterText = counterText
    self.isCounterOverflowing = isCounterOverflowing
    self.isReserved = isReserved
  }

  /// The helper text if it shows now: there is one and no error replaces it.
  package var shownHelperText: String? {
    error.isShown ? nil : helperText
  }

  /// The leading text shown: the error message (possibly `""`), else the helper, else `nil`.
  public var leadingText: String? {
    error.message ?? helperText
  }

  /// The row's line count for ``FieldMetrics/height(textLines:supportingLines:isWheelOpen:)``.
  ///
  /// `nil` when the row is absent (no error, helper, counter or reservation); 0 for an empty
  /// error message alone (MaterialFields' empty error row); otherwise the leading text's lines as
  /// `measurer` counts them, capped at `maximumLineCount` (values below 1 count as 1, `nil` is
  /// no cap), and at least 1 when a counter shows or the row is reserved.
  package func lineCount(measuredBy measurer: any TextMeasurer, maximumLineCount: Int?) -> Int? {
    Self.lineCount(
      leadingText: leadingText, keepsALine: counterText != nil || isReserved,
      measuredBy: measurer, maximumLineCount: maximumLineCount)
  }

  /// The line count of a row whose leading text is `leadingText` (the error message, else the
  /// helper; `nil` for neither) and that keeps a line for a counter or a reservation when
  /// `keepsALine`, as ``lineCount(measuredBy:maximumLineCount:)`` counts it: what a state that
  /// knows those parts counts without building the row.
  package static func lineCount(
    leadingText: String?, keepsALine: Bool, measuredBy measurer: any TextMeasurer,
    maximumLineCount: Int?
  ) -> Int? {
    var lines: Int?
    if let text = leadingText {
      if text.isEmpty {
        lines = 0
      } else {
        let measured = max(measurer.lineCount(of: text), 1)
        lines = maximumLineCount.map { min(measured, max($0, 1)) } ?? measured
      }
    }
    if keepsALine { lines = max(lines ?? 0, 1) }
    return lines
  }
}
