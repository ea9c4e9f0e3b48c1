extension FieldMetrics {
  /// The height the supporting row adds (the row of the error, the helper text and the
  /// counter): nothing without a row, the stack spacing for an empty error alone, and the
  /// spacing plus the row's lines otherwise — 19.5 for one line with the default metrics.
  ///
  /// The supporting row is MaterialFields' error row grown to hold a helper and a counter, so
  /// this is ``errorHeight(lines:)`` under its general name.
  package func supportingRowHeight(lines: Int?) -> Double {
    errorHeight(lines: lines)
  }

  /// A field's whole height from the supporting row's line count.
  ///
  /// `supportingLines` comes from ``SupportingRow/lineCount(measuredBy:maximumLineCount:)``:
  /// `nil` without a row, 0 for an empty error message alone, else the row's lines. This is the
  /// one height function: MaterialFields' error row is a supporting row with no helper, counter
  /// or reservation, whose line count is the message's.
  /// - Parameters:
  ///   - textLines: the value's line count (1 for single-line fields).
  ///   - supportingLines: the supporting row's line count, or `nil` without a row.
  ///   - isWheelOpen: whether a picker or date wheel is shown below the field.
  package func height(textLines: Int, supportingLines: Int?, isWheelOpen: Bool) -> Double {
    height(textLines: textLines, errorLines: supportingLines, isWheelOpen: isWheelOpen)
  }
}
