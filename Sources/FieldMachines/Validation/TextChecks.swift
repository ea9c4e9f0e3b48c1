/// The text tests behind the built-in rules, kept apart so they can be tested directly.
enum TextChecks {
  /// One `@` with something before it, a domain of two or more dot-separated labels after it,
  /// and no whitespace.
  static func isEmail(_ text: String) -> Bool {
    guard !text.contains(where: \.isWhitespace) else { return false }
    let parts = text.split(separator: "@", omittingEmptySubsequences: false)
    guard parts.count == 2, !parts[0].isEmpty else { return false }
    let labels = parts[1].split(separator: ".", omittingEmptySubsequences: false)
    return labels.count >= 2 && labels.allSatisfy { !$0.isEmpty }
  }

  /// `http://` or `https://`, then a host (`localhost` or dot-separated labels of letters,
  /// digits and inner hyphens), an optional port up to 65535, then anything without whitespace.
  static func isWebURL(_ text: String) -> Bool {
    guard !text.contains(where: \.isWhitespace) else { return false }
    let lowered = text.lowercased()
    let rest: Substring
    if lowered.hasPrefix("https://") {
      rest = lowered.dropFirst(8)
    } else if lowered.hasPrefix("http://") {
      rest = lowered.dropFirst(7)
    } else {
      return false
    }
    let authority = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
    let hostAndPort = authority.split(separator: ":", omittingEmptySubsequences: false)
    guard hostAndPort.count <= 2, let host = hostAndPort.first else { return false }
    if hostAndPort.count == 2 {
      let port = hostAndPort[1]
      guard port.count <= 5, port.allSatisfy({ $0.isASCII && $0.isNumber }),
        let number = Int(port), number <= 65_535
      else { return false }
    }
    if host == "localhost" { return true }
    let labels = host.split(separator: ".", omittingEmptySubsequences: false)
    return labels.count >= 2 && labels.allSatisfy(isHostLabel)
  }

  private static func isHostLabel(_ label: Substring) -> Bool {
    guard let first = label.first, let last = label.last, first != "-", last != "-" else {
      return false
    }
    return label.allSatisfy { $0 == "-" || (($0.isLetter || $0.isNumber) && $0.isASCII) }
  }

  /// The number in `text`, trimmed of whitespace; `nil` when it is not a finite number.
  static func number(in text: String) -> Double? {
    let trimmed = text.trimmingWhitespace()
    guard let value = Double(trimmed), value.isFinite else { return nil }
    return value
  }

  /// `value` as a message shows it: `8` rather than `8.0` for whole numbers.
  static func format(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return String(value)
  }
}
