import Foundation

/// Runs a ``TerminalFormApp`` against a terminal or against piped bytes.
@MainActor
enum TerminalSession {
  /// The width of frames printed for piped input, so CI output does not depend on a terminal.
  static let pipedWidth = 64

  /// The widest frame an interactive session draws, however wide the terminal.
  static let maximumWidth = 80

  /// The size assumed when the terminal does not say: 80 × 24.
  static let fallbackSize = (columns: 80, rows: 24)

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
  /// keys and on every resize; the terminal is restored before it returns (and by the signal
  /// handlers on a signal). Returns `false` when the terminal could not be put in raw mode.
  static func runInteractive(_ app: TerminalFormApp, mode: ColorMode) async -> Bool {
    guard Terminal.enterRawMode() else { return false }
    Terminal.watchResizes()
    defer {
      Terminal.stopWatchingResizes()
      Terminal.restore()
    }
    await run(
      app, mode: mode, next: Terminal.nextInput, size: { Terminal.size ?? fallbackSize },
      write: Terminal.writeOut)
    return true
  }

  /// The interactive loop apart from the terminal: draws, then takes inputs from `next` until
  /// the app quits or input ends, drawing again after each chunk of keys and, clearing the
  /// screen first, after each resize. `size` is asked before every drawing.
  static func run(
    _ app: TerminalFormApp, mode: ColorMode, next: () -> TerminalInput,
    size: () -> (columns: Int, rows: Int), write: (String) -> Void
  ) async {
    var decoder = KeyDecoder()
    write(screen(app, mode: mode, size: size(), clearing: true))
    while !app.isFinished {
      switch next() {
      case .bytes(let bytes):
        for key in decoder.decode(bytes) where !app.isFinished {
          await app.handle(key)
        }
        write(screen(app, mode: mode, size: size(), clearing: false))
      case .resized:
        write(screen(app, mode: mode, size: size(), clearing: true))
      case .ended:
        return
      }
    }
  }

  /// The bytes that draw `app` on a terminal of `size`: home, optionally clear the screen (after
  /// a resize the terminal may have moved or cut what was there), then the frame's rows for
  /// that many rows, each clearing to its end, and a clear of the rest below.
  static func screen(
    _ app: TerminalFormApp, mode: ColorMode, size: (columns: Int, rows: Int), clearing: Bool
  ) -> String {
    let frame = app.frame(width: min(size.columns, maximumWidth))
    let lines = frame.rendered(mode: mode, fitting: size.rows)
    return "\u{1B}[H" + (clearing ? "\u{1B}[2J" : "")
      + lines.map { $0 + "\u{1B}[K" }.joined(separator: "\n") + "\u{1B}[J"
  }
}
