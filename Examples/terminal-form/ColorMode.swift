/// How a frame is printed: plain text, or with ANSI styles over the terminal's own colours.
enum ColorMode: Sendable, Hashable {
  /// No escape sequences: the underline glyphs and markers alone show the state.
  case plain
  /// ANSI styles on the terminal's own background and text colour: the palette's blue and red
  /// as 24-bit colours (`ESC [ 38 ; 2 ; r ; g ; b m`), its blacks and greys as the terminal's
  /// text colour (dim when grey or faded), tints as reverse video. Nothing paints the
  /// background, so the form reads on dark and light themes alike.
  case trueColor

  /// Plain when `NO_COLOR` is set (to anything non-empty), `TERM` is `dumb`, or stdout is not a
  /// terminal.
  static func detect(environment: [String: String], isOutputTerminal: Bool) -> ColorMode {
    let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
    let dumb = environment["TERM"] == "dumb"
    return noColor || dumb || !isOutputTerminal ? .plain : .trueColor
  }
}
