extension String {
  /// The string without leading and trailing whitespace.
  func trimmingWhitespace() -> String {
    let start = firstIndex { !$0.isWhitespace } ?? endIndex
    let end = lastIndex { !$0.isWhitespace }.map(index(after:)) ?? start
    return start < end ? String(self[start..<end]) : ""
  }
}
