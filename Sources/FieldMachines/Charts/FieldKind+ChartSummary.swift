extension FieldKind {
  /// What the kind's chart shows, in one sentence (``ChartableMachine/chartSummary`` of its
  /// ``FieldKindMachine``).
  package var chartSummary: String {
    switch self {
    case .entry:
      "A single-line text field: focus (inactive or active) beside an error region (the app's"
        + " error or the length overflow) and read-only access."
    case .area:
      "A multi-line text field that grows with its lines: focus (inactive or active) beside an"
        + " error region (the app's error or the length overflow) and read-only access."
    case .picker:
      "A one-column picker with an optional manual-entry row: closed, focused (read-only), open"
        + " on a list row or open on the manual row, beside an error region and read-only access."
    case .date:
      "A date wheel with limits and typed entry: closed, focused (read-only), open on the wheel"
        + " or typing a date, beside an error region and read-only access."
    }
  }
}
