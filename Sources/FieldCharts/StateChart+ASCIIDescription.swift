extension StateChart {
  /// ``describe(_:)``'s rewriting of `text` done on its bytes when it is ASCII (where each
  /// character is one byte and a letter, digit or capital is one of the ASCII ones), or `nil`
  /// for other text: the same result without breaking the text into characters or reading
  /// Unicode properties.
  static func describeASCII(_ text: String) -> String? {
    let text = Array(text.utf8)
    guard !text.contains(where: { $0 >= 0x80 }) else { return nil }
    func isWord(_ byte: UInt8) -> Bool {
      (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A)
        || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F
    }
    func isCapital(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
    let quote = UInt8(ascii: "\"")
    let backslash = UInt8(ascii: "\\")
    let dot = UInt8(ascii: ".")
    var result: [UInt8] = []
    result.reserveCapacity(text.count)
    var index = 0
    var inString = false
    while index < text.count {
      let byte = text[index]
      if inString {
        result.append(byte)
        if byte == backslash, index + 1 < text.count {
          result.append(text[index + 1])
          index += 2
          continue
        }
        if byte == quote { inString = false }
        index += 1
        continue
      }
      if byte == quote {
        inString = true
        result.append(byte)
        index += 1
        continue
      }
      let startsWord = result.last.map { !isWord($0) } ?? true
      if isCapital(byte), startsWord {
        var end = index
        while end < text.count, isWord(text[end]) { end += 1 }
        if end < text.count, text[end] == dot {
          index = end
          while index < text.count, text[index] == dot { index += 1 }
          // Keep dropping qualifiers until a lowercase case name follows.
          if index < text.count, isCapital(text[index]) { continue }
          result.append(dot)
          continue
        }
        result += text[index..<end]
        index = end
        continue
      }
      result.append(byte)
      index += 1
    }
    return String(decoding: result, as: UTF8.self)
  }
}
