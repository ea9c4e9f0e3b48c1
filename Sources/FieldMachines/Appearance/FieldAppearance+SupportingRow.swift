extension FieldAppearance {
  /// Sets the helper text and the counter from `row`; the error text is set by `init`.
  mutating func showSupportingRow(_ row: SupportingRow) {
    supportingRow = row
  }
}
