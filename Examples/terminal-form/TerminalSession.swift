import Foundation

/// Runs a ``TerminalFormApp`` against a terminal or against piped bytes.
@MainActor
enum TerminalSession {
  /// The width of frames printed for piped input, so CI output does not depend on a terminal.
  static let pipedWidth = 64

  /// Feeds `bytes` to `app` as keys and writes the first frame and the frame after every key,
  /// each under a `== n: key` line, until the input ends or the app quits.
  static func runPiped(
    _ app: TerminalFormApp, bytes: [UInt8], mode: ColorMode, write: (String) -> Void
  ) async {
    func show(_ heading: String) {
      let lines = app.frame(width: pipedWidth).rendered(mode: mode)
      write("== " + heading + "\n" + lines.joined(separator: "\n") + "\n")
    }
    show("start")
    for (index, key) in KeyDecoder.keys(in: bytes).enumerated() {
      await app.handle(key)
      show("\(index + 1): \(key)")
      if app.isFinished { break }
    }
  }

  /// Runs `app` in raw mode until the user quits or input ends, redrawing after every chunk of
  /// keys; the terminal is restored before it returns (and by the signal handlers on a signal).
  /// Returns `false` when the terminal could not be put in raw mode.
  static func runInteractive(_ app: TerminalFormApp, mode: ColorMode) async -> Bool {
    guard Terminal.enterRawMode() else { return false }
    defer { Terminal.restore() }
    var decoder = KeyDecoder()
    draw(app, mode: mode)
    while !app.isFinished, let bytes = Terminal.readChunk() {
      for key in decoder.decode(bytes) where !app.isFinished {
        await app.handle(key)
      }
      draw(app, mode: mode)
    }
    return true
  }

  private static func draw(_ app: TerminalFormApp, mode: ColorMode) {
    let size = Terminal.size ?? (columns: 80, rows: 24)
    let frame = app.frame(width: min(size.columns, 80))
    let lines = frame.rendered(mode: mode, fitting: size.rows)
    Terminal.writeOut(
      "\u{1B}[H" + lines.map { $0 + "\u{1B}[K" }.joined(separator: "\n") + "\u{1B}[J")
  }
}
