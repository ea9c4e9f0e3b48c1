#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal's settings before raw mode, for the signal handler; written once before the
/// handlers are installed.
nonisolated(unsafe) private var savedSettings = termios()
/// Whether ``savedSettings`` holds settings to restore.
nonisolated(unsafe) private var hasSavedSettings = false

/// Turns line wrapping back on, shows the cursor and leaves the alternate screen; a static
/// string, so the signal handler writes it without allocating.
private let leaveScreen: StaticString = "\u{1B}[0m\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l"
/// Enters the alternate screen, hides the cursor and turns line wrapping off, so a row wider
/// than a narrow terminal is cut at its edge instead of pushing the rows below down.
private let enterScreen: StaticString = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?7l"

/// Restores the terminal and exits: the handler for SIGINT, SIGTERM and SIGHUP. It only calls
/// async-signal-safe functions (`tcsetattr`, `write`, `_exit`).
private func restoreAndExit(_ signal: Int32) {
  if hasSavedSettings {
    _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &savedSettings)
  }
  _ = write(STDOUT_FILENO, leaveScreen.utf8Start, leaveScreen.utf8CodeUnitCount)
  _exit(128 + signal)
}

/// The process's terminal: raw mode with restore on exit and on signals, the screen, its size,
/// and reading and writing bytes. No package: termios, `read` and `write`.
enum Terminal {
  /// Whether stdin is a terminal (otherwise keys come from piped bytes).
  static var isInputInteractive: Bool { isatty(STDIN_FILENO) == 1 }

  /// Whether stdout is a terminal.
  static var isOutputInteractive: Bool { isatty(STDOUT_FILENO) == 1 }

  /// The terminal's size in columns and rows, or `nil` when stdout is not a terminal.
  static var size: (columns: Int, rows: Int)? {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0
    else { return nil }
    return (Int(size.ws_col), Int(size.ws_row))
  }

  /// Puts the terminal in raw mode on the alternate screen and installs the signal handlers
  /// that undo it; returns `false`, changing nothing, when stdin is not a terminal.
  ///
  /// Raw mode here: no echo, no line buffering, no signals from keys (Ctrl-C arrives as a byte
  /// and quits cleanly), no Ctrl-S/Ctrl-Q flow control, CR not turned into LF; output
  /// processing stays on so `"\n"` still starts a new line.
  static func enterRawMode() -> Bool {
    guard isInputInteractive, tcgetattr(STDIN_FILENO, &savedSettings) == 0 else { return false }
    hasSavedSettings = true
    for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
      _ = signal(signalNumber) { restoreAndExit($0) }
    }
    var raw = savedSettings
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
    raw.c_iflag &= ~tcflag_t(IXON | ICRNL | BRKINT | INPCK | ISTRIP)
    raw.c_cflag |= tcflag_t(CS8)
    withUnsafeMutableBytes(of: &raw.c_cc) { controlCharacters in
      controlCharacters[Int(VMIN)] = 1
      controlCharacters[Int(VTIME)] = 0
    }
    guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 else {
      hasSavedSettings = false
      return false
    }
    writeOut(enterScreen)
    return true
  }

  /// Restores the settings saved by ``enterRawMode()`` and the normal screen; safe to call twice.
  static func restore() {
    guard hasSavedSettings else { return }
    _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &savedSettings)
    hasSavedSettings = false
    writeOut(leaveScreen)
    for signalNumber in [SIGINT, SIGTERM, SIGHUP] { _ = signal(signalNumber, SIG_DFL) }
  }

  /// Blocks until bytes arrive on stdin; returns them, or `nil` at end of input or on an error.
  static func readChunk() -> [UInt8]? {
    var buffer = [UInt8](repeating: 0, count: 256)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, 256) }
      if count > 0 { return Array(buffer.prefix(count)) }
      if count < 0 && errno == EINTR { continue }
      return nil
    }
  }

  /// Every byte left on stdin, for piped input.
  static func readToEnd() -> [UInt8] {
    var bytes: [UInt8] = []
    while let chunk = readChunk() { bytes += chunk }
    return bytes
  }

  /// Writes `text` to stdout, unbuffered.
  static func writeOut(_ text: String) {
    var text = text
    text.withUTF8 { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = write(
          STDOUT_FILENO, buffer.baseAddress?.advanced(by: offset), buffer.count - offset)
        if written < 0 && errno == EINTR { continue }
        guard written > 0 else { return }
        offset += written
      }
    }
  }

  private static func writeOut(_ text: StaticString) {
    _ = write(STDOUT_FILENO, text.utf8Start, text.utf8CodeUnitCount)
  }
}
