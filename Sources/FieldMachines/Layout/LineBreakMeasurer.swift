/// The default ``TextMeasurer``: explicit line breaks, plus wrapping when a width is known.
///
/// Without a width, each paragraph is one line; paragraphs are separated by any newline
/// character (`"\n"`, `"\r\n"`, `"\r"`, U+2028, …). With a width, a paragraph of
/// `n` characters takes `⌈n × averageCharacterWidth / width⌉` lines (at least one), a
/// good-enough estimate for headless layout and tests.
public struct LineBreakMeasurer: TextMeasurer, Hashable {
  /// The width available to the text, in points; `nil` means no wrapping.
  package var width: Double?
  /// The average advance of one character, in points.
  package var averageCharacterWidth: Double

  /// Creates a measurer; without a width it counts explicit line breaks only.
  public init(width: Double? = nil, averageCharacterWidth: Double = 9) {
    self.width = width
    self.averageCharacterWidth = averageCharacterWidth
  }

  /// The number of lines `text` takes; at least 1.
  ///
  /// One pass over the UTF-8 bytes: a newline character is always a character of its own
  /// (`"\r\n"` one), so paragraphs are found by their separators' bytes, and an ASCII
  /// paragraph's characters are its bytes; only a paragraph with other characters is counted
  /// character by character, and only when a width needs the count.
  public func lineCount(of text: String) -> Int {
    let counted = text.utf8.withContiguousStorageIfAvailable { lineCount(ofUTF8: $0) }
    if let counted { return counted }
    var copy = text
    copy.makeContiguousUTF8()
    return copy.utf8.withContiguousStorageIfAvailable { lineCount(ofUTF8: $0) } ?? 1
  }

  private func lineCount(ofUTF8 bytes: UnsafeBufferPointer<UInt8>) -> Int {
    let wraps = width.map { $0 > 0 } ?? false
    var lines = 0
    var start = 0
    var isASCII = true
    var index = 0
    func endParagraph(at end: Int) {
      let paragraphLines: Int
      if !wraps {
        paragraphLines = 1
      } else if isASCII {
        paragraphLines = linesOfParagraph(characterCount: end - start)
      } else {
        let paragraph = UnsafeBufferPointer(rebasing: bytes[start..<end])
        paragraphLines = linesOfParagraph(
          characterCount: String(decoding: paragraph, as: UTF8.self).count)
      }
      let (sum, overflow) = lines.addingReportingOverflow(paragraphLines)
      lines = overflow ? Int.max : sum
    }
    while index < bytes.count {
      let byte = bytes[index]
      var separator = 0
      switch byte {
      case 0x0A, 0x0B, 0x0C: separator = 1
      case 0x0D: separator = index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
      case 0xC2 where index + 1 < bytes.count && bytes[index + 1] == 0x85: separator = 2
      case 0xE2
      where index + 2 < bytes.count && bytes[index + 1] == 0x80
        && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
        separator = 3
      default:
        if byte >= 0x80 { isASCII = false }
      }
      if separator > 0 {
        endParagraph(at: index)
        index += separator
        start = index
        isASCII = true
      } else {
        index += 1
      }
    }
    endParagraph(at: bytes.count)
    return max(lines, 1)
  }

  private func linesOfParagraph(characterCount: Int) -> Int {
    guard let width, width > 0, averageCharacterWidth > 0, characterCount > 0 else { return 1 }
    let needed = (Double(characterCount) * averageCharacterWidth / width).rounded(.up)
    guard needed.isFinite, needed < Double(Int32.max) else { return Int(Int32.max) }
    return max(Int(needed), 1)
  }
}
