/// How a frame is printed: plain text, or 24-bit ANSI colour.
enum ColorMode: Sendable, Hashable {
  /// No escape sequences: the underline glyphs and markers alone show the state.
  case plain
  /// 24-bit ANSI colours (`ESC [ 38 ; 2 ; r ; g ; b m`) on a white sheet, as MaterialFields'
  /// palette is meant for a light background.
  case trueColor

  /// Plain when `NO_COLOR` is set (to anything non-empty) or stdout is not a terminal.
  static func detect(environment: [String: String], isOutputTerminal: Bool) -> ColorMode {
    let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
    return noColor || !isOutputTerminal ? .plain : .trueColor
  }
}
