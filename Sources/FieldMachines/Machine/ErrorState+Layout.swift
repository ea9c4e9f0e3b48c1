extension ErrorState {
  /// The error row's line count for ``FieldMetrics/height(textLines:errorLines:isWheelOpen:)``:
  /// `nil` without an error, 0 for an empty message and 1 otherwise (MaterialFields' error label
  /// is one line).
  package var layoutLineCount: Int? {
    switch self {
    case .none: nil
    case .message(let text): text.isEmpty ? 0 : 1
    }
  }
}
