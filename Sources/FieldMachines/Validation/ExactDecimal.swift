/// A decimal number held exactly, digit for digit, so numeric rules compare text with a bound
/// without rounding either to a `Double` (which is exact only up to 2^53).
struct ExactDecimal: Sendable {
  /// Whether the number is below zero; `false` for zero.
  var isNegative: Bool
  /// The digits, most significant first, without leading or trailing zeros; empty for zero.
  var digits: [UInt8]
  /// The power of ten of the last digit: the value is `digits × 10^exponent`.
  var exponent: Int

  /// The largest exponent kept; a text's exponent beyond it saturates (its `Double` is then
  /// infinite or zero, and the rules refuse or order it by sign).
  private static let exponentLimit = 1 << 40

  /// Reads `text` in the grammar the numeric rules accept: an optional `+` or `-`, then digits
  /// with an optional fraction (`12`, `12.`, `12.5`, `.5`), then an optional exponent (`e3`,
  /// `E-7`); ASCII only. `nil` for anything else (`inf`, `nan`, `0x1p3`, `1,000`, `١٢`).
  init?(parsing text: Substring) {
    var bytes = text.utf8[...]
    var negative = false
    if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
      negative = sign == UInt8(ascii: "-")
      bytes = bytes.dropFirst()
    }
    var digits: [UInt8] = []
    var exponent = 0
    var sawDigit = false
    var sawPoint = false
    while let byte = bytes.first {
      if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
        sawDigit = true
        if !(digits.isEmpty && byte == UInt8(ascii: "0")) { digits.append(byte - 48) }
        if sawPoint { exponent -= 1 }
      } else if byte == UInt8(ascii: "."), !sawPoint {
        sawPoint = true
      } else {
        break
      }
      bytes = bytes.dropFirst()
    }
    guard sawDigit else { return nil }
    if let marker = bytes.first, marker == UInt8(ascii: "e") || marker == UInt8(ascii: "E") {
      bytes = bytes.dropFirst()
      var exponentNegative = false
      if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
        exponentNegative = sign == UInt8(ascii: "-")
        bytes = bytes.dropFirst()
      }
      guard !bytes.isEmpty else { return nil }
      var value = 0
      for byte in bytes {
        guard byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") else { return nil }
        value = min(value * 10 + Int(byte - 48), Self.exponentLimit)
      }
      bytes = bytes.dropFirst(bytes.count)
      exponent += exponentNegative ? -value : value
    }
    guard bytes.isEmpty else { return nil }
    // A leading-zero fraction ("0.05") dropped its zeros but counted them in the exponent.
    self.init(isNegative: negative, digits: digits, exponent: exponent)
  }

  /// The exact value of an integer.
  init(_ value: Int) {
    var little: [UInt8] = []
    var rest = value.magnitude
    while rest > 0 {
      little.append(UInt8(rest % 10))
      rest /= 10
    }
    self.init(isNegative: value < 0, digits: little.reversed(), exponent: 0)
  }

  private init(isNegative: Bool, digits: [UInt8], exponent: Int) {
    var digits = digits[...]
    while digits.first == 0 { digits = digits.dropFirst() }
    var exponent = exponent
    while digits.last == 0 {
      digits = digits.dropLast()
      exponent += 1
    }
    self.isNegative = isNegative && !digits.isEmpty
    self.digits = Array(digits)
    self.exponent = digits.isEmpty ? 0 : exponent
  }

  /// -1, 0 or 1 as `self` is below, equal to or above `other`.
  func compare(to other: ExactDecimal) -> Int {
    if isNegative != other.isNegative { return isNegative ? -1 : 1 }
    let magnitude = compareMagnitude(to: other)
    return isNegative ? -magnitude : magnitude
  }

  private func compareMagnitude(to other: ExactDecimal) -> Int {
    if digits.isEmpty || other.digits.isEmpty {
      return digits.isEmpty ? (other.digits.isEmpty ? 0 : -1) : 1
    }
    // The position of the leading digit decides first, then the digits themselves.
    let top = digits.count + exponent
    let otherTop = other.digits.count + other.exponent
    if top != otherTop { return top < otherTop ? -1 : 1 }
    for (digit, otherDigit) in zip(digits, other.digits) where digit != otherDigit {
      return digit < otherDigit ? -1 : 1
    }
    if digits.count == other.digits.count { return 0 }
    return digits.count < other.digits.count ? -1 : 1
  }
}
