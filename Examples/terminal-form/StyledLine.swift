import FieldMachines

/// One row of a frame as styled runs, printed plain or in ANSI colour at a fixed width.
///
/// Every character counts one column (the app's text is Latin and box drawing; wide characters
/// would overflow).
struct StyledLine: Sendable, Hashable {
  /// The runs, left to right.
  private(set) var spans: [TextSpan] = []

  /// Creates an empty row.
  init() {}

  /// Creates a row of one run.
  init(_ span: TextSpan) {
    spans = [span]
  }

  /// The columns the runs take.
  var length: Int { spans.reduce(0) { $0 + $1.text.count } }

  /// The row's text without styles.
  var plainText: String { spans.map(\.text).joined() }

  /// Appends a run.
  mutating func append(_ span: TextSpan) {
    spans.append(span)
  }

  /// Appends `span` at the right edge of `width` columns, after at least one space; nothing
  /// when it does not fit.
  mutating func appendRightAligned(_ span: TextSpan, width: Int) {
    let gap = width - length - span.text.count
    guard gap >= 1 else { return }
    append(TextSpan(String(repeating: " ", count: gap)))
    append(span)
  }

  /// The row as printed: plain text without trailing spaces; in colour on the terminal's own
  /// background and text colour (see ``ColorMode/trueColor``); or, given a `sheet`, in 24-bit
  /// colours composited over it and padded to `width` so the sheet fills the row.
  func rendered(width: Int, mode: ColorMode, sheet: RGBA? = nil, ink: RGBA? = nil) -> String {
    switch mode {
    case .plain:
      var text = plainText
      while text.last == " " { text.removeLast() }
      return text
    case .trueColor:
      guard let sheet else { return terminalColored() }
      let ink = ink ?? RGBA(white: 0)
      let reset = "\u{1B}[0m" + sheet.ansiBackground + ink.ansiForeground
      var output = reset
      for span in spans {
        let background = span.background?.composited(over: sheet) ?? sheet
        output += background.ansiBackground
        output += (span.color ?? ink).composited(over: background).ansiForeground
        if span.isBold { output += "\u{1B}[1m" }
        output += span.text + reset
      }
      output += String(repeating: " ", count: max(width - length, 0))
      return output + "\u{1B}[0m"
    }
  }

  /// The runs over the terminal's own colours: each run resets, then sets bold, its colour's
  /// ``RGBA/terminalTextParameters`` and reverse video for a tinted background; the row ends
  /// reset. Runs without a style print bare.
  private func terminalColored() -> String {
    var output = ""
    var isStyled = false
    for span in spans {
      var parameters = span.isBold ? ["1"] : []
      parameters += span.color?.terminalTextParameters ?? []
      if span.background != nil { parameters.append("7") }
      if !parameters.isEmpty || isStyled {
        output += "\u{1B}[" + (["0"] + parameters).joined(separator: ";") + "m"
      }
      isStyled = !parameters.isEmpty
      output += span.text
    }
    return isStyled ? output + "\u{1B}[0m" : output
  }
}
