extension Substring {
  /// The substring without leading and trailing spaces and tabs.
  func trimmingSpaces() -> Substring {
    var result = self
    while let first = result.first, first == " " || first == "\t" || first == "\r" {
      result = result.dropFirst()
    }
    while let last = result.last, last == " " || last == "\t" || last == "\r" {
      result = result.dropLast()
    }
    return result
  }
}
