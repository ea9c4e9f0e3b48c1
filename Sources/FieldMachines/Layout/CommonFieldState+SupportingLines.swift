extension CommonFieldState {
  /// The supporting row's line count, from the row itself
  /// (``SupportingRow/lineCount(measuredBy:maximumLineCount:)``).
  package func supportingLineCount(
    measuredBy measurer: any TextMeasurer, maximumLineCount: Int?
  ) -> Int? {
    supportingRow.lineCount(measuredBy: measurer, maximumLineCount: maximumLineCount)
  }
}
