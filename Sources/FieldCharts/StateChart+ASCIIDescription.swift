extension StateChart {
  /// ``describe(_:)``'s rewriting of `text` done on its bytes when it is ASCII (where each
  /// character is one byte and a letter, digit or capital is one of the ASCII ones), or `nil`
  /// for other text: the same result without breaking the text into characters or reading
  /// Unicode properties.
  package static func describeASCII(_ text: String) -> String? {
    let text = Array(text.utf8)
    guard !text.contains(where: { $0 >= 0x80 }) else { return nil }
    var result: [UInt8] = []
    result.reserveCapacity(text.count)
    droppingQualifiers(
      text, into: &result, quote: UInt8(ascii: "\""), backslash: UInt8(ascii: "\\"),
      dot: UInt8(ascii: "."),
      isWord: { byte in
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A)
          || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F
      },
      isCapital: { $0 >= 0x41 && $0 <= 0x5A })
    return String(decoding: result, as: UTF8.self)
  }
}
