/// The text tests behind the built-in rules, kept apart so they can be tested directly.
enum TextChecks {
  /// An email address (RFC 5321 §4.1.2 and §4.5.3.1, RFC 5322 §3.4.1, RFC 6531 §3.3):
  ///
  /// - exactly one `@`, at most 254 UTF-8 bytes in all;
  /// - a local part of 1–64 bytes: dot-separated atoms (no leading, trailing or doubled dot)
  ///   of ASCII letters and digits, ``localSymbols``, and any non-ASCII character except
  ///   whitespace and controls (RFC 6531). Quoted local parts (`"a b"@c.com`) are refused, as
  ///   HTML's email input and Eureka refuse them;
  /// - a domain of two or more dot-separated labels of 1–63 bytes each: letters and digits
  ///   (non-ASCII ones too: internationalised domain names) and inner hyphens; no `_`. The last
  ///   label has two or more characters and is not all digits. Address literals (`[1.2.3.4]`)
  ///   are refused.
  static func isEmail(_ text: String) -> Bool {
    guard text.utf8.count <= 254 else { return false }
    let parts = text.split(separator: "@", omittingEmptySubsequences: false)
    guard parts.count == 2 else { return false }
    return isLocalPart(parts[0]) && isDomain(parts[1])
  }

  /// The ASCII symbols RFC 5322's `atext` allows in a local part besides letters and digits.
  static let localSymbols: Set<Unicode.Scalar> = [
    "!", "#", "$", "%", "&", "'", "*", "+", "-", "/", "=", "?", "^", "_", "`", "{", "|", "}",
    "~",
  ]

  private static func isLocalPart(_ local: Substring) -> Bool {
    guard local.utf8.count <= 64 else { return false }
    let atoms = local.split(separator: ".", omittingEmptySubsequences: false)
    return atoms.allSatisfy { atom in
      !atom.isEmpty
        && atom.unicodeScalars.allSatisfy { scalar in
          if scalar.isASCII {
            return (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
              || localSymbols.contains(scalar)
          }
          return isVisibleNonASCII(scalar)
        }
    }
  }

  private static func isDomain(_ domain: Substring) -> Bool {
    guard domain.utf8.count <= 253 else { return false }
    let labels = domain.split(separator: ".", omittingEmptySubsequences: false)
    guard labels.count >= 2, labels.allSatisfy(isDomainLabel), let last = labels.last else {
      return false
    }
    return last.count >= 2 && !last.allSatisfy { $0.isASCII && $0.isNumber }
  }

  private static func isDomainLabel(_ label: Substring) -> Bool {
    guard !label.isEmpty, label.utf8.count <= 63, label.first != "-", label.last != "-" else {
      return false
    }
    return label.unicodeScalars.allSatisfy { scalar in
      if scalar.isASCII {
        return scalar == "-" || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
      }
      let properties = scalar.properties
      return isVisibleNonASCII(scalar)
        && (properties.isAlphabetic || properties.numericType != nil
          || properties.generalCategory == .nonspacingMark
          || properties.generalCategory == .spacingMark)
    }
  }

  /// A non-ASCII scalar that is neither whitespace nor a control, format or unassigned code.
  private static func isVisibleNonASCII(_ scalar: Unicode.Scalar) -> Bool {
    let properties = scalar.properties
    guard !properties.isWhitespace else { return false }
    switch properties.generalCategory {
    case .control, .format, .unassigned, .surrogate, .privateUse, .lineSeparator,
      .paragraphSeparator, .spaceSeparator:
      return false
    default:
      return true
    }
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

  /// `value` as a message shows it: `8` rather than `8.0` for whole numbers.
  static func format(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return String(value)
  }
}
