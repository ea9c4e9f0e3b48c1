/// The default ``TextMeasurer``: explicit line breaks, plus wrapping when a width is known.
///
/// Without a width, each paragraph is one line; paragraphs are separated by any newline
/// character (`"\n"`, `"\r\n"`, `"\r"`, U+2028, …). With a width, a paragraph of
/// `n` characters takes `⌈n × averageCharacterWidth / width⌉` lines (at least one), a
/// good-enough estimate for headless layout and tests.
public struct LineBreakMeasurer: TextMeasurer, Hashable {
  /// The width available to the text, in points; `nil` means no wrapping.
  public var width: Double?
  /// The average advance of one character, in points.
  public var averageCharacterWidth: Double

  /// Creates a measurer; without a width it counts explicit line breaks only.
  public init(width: Double? = nil, averageCharacterWidth: Double = 9) {
    self.width = width
    self.averageCharacterWidth = averageCharacterWidth
  }

  /// The number of lines `text` takes; at least 1.
  public func lineCount(of text: String) -> Int {
    var lines = 0
    for paragraph in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
      let (sum, overflow) = lines.addingReportingOverflow(
        linesOfParagraph(characterCount: paragraph.count))
      lines = overflow ? Int.max : sum
    }
    return max(lines, 1)
  }

  private func linesOfParagraph(characterCount: Int) -> Int {
    guard let width, width > 0, averageCharacterWidth > 0, characterCount > 0 else { return 1 }
    let needed = (Double(characterCount) * averageCharacterWidth / width).rounded(.up)
    guard needed.isFinite, needed < Double(Int32.max) else { return Int(Int32.max) }
    return max(Int(needed), 1)
  }
}
