#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A ``CommandIO`` on the process's own standard streams, unbuffered so an interactive
/// `simulate` shows its prompt at once.
///
/// Writes never trap: they go through `write(2)`, and a failure (a full disk, a closed
/// descriptor) is remembered, the stream's later writes are skipped, and ``finish(_:)``
/// reports it. A reader that closed the pipe (`EPIPE`, with `SIGPIPE` ignored) ends the output
/// quietly.
public final class TerminalIO: CommandIO {
  /// Why writing to standard output failed, or `nil`.
  public private(set) var outputFailure: Int32?
  /// Why writing to standard error failed, or `nil`.
  public private(set) var errorFailure: Int32?

  /// Creates the IO of this process and ignores `SIGPIPE`, so a closed pipe is an `EPIPE`
  /// error rather than the end of the process.
  public init() {
    signal(SIGPIPE, SIG_IGN)
  }

  /// Whether standard input is a terminal (`isatty(0)`).
  public var isInteractive: Bool { isatty(0) == 1 }

  /// Why standard input could not be read (closed, or a directory), or `nil`.
  public private(set) var inputFailure: String?

  /// The next line of standard input; at its end, checks that it was readable at all.
  public func readLine() -> String? {
    if let line = Swift.readLine(strippingNewline: true) { return line }
    var status = stat()
    if fstat(0, &status) != 0 {
      inputFailure = SystemError.describe(errno)
    } else if (status.st_mode & S_IFMT) == S_IFDIR {
      inputFailure = "it is a directory"
    }
    return nil
  }

  /// Writes to standard output, unless an earlier write failed.
  public func write(_ text: String) {
    guard outputFailure == nil else { return }
    outputFailure = TerminalIO.write(text, to: 1)
  }

  /// Writes to standard error, unless an earlier write failed.
  public func writeError(_ text: String) {
    guard errorFailure == nil else { return }
    errorFailure = TerminalIO.write(text, to: 2)
  }

  /// The exit code after a command that returned `code`: 1 with a line on standard error when
  /// writing its output or reading its input failed, `code` when it did not or the reader closed the pipe early.
  public func finish(_ code: ExitCode) -> ExitCode {
    if let failure = outputFailure, failure != EPIPE {
      writeError("Error: cannot write to standard output: \(SystemError.describe(failure))\n")
      return .failure
    }
    if let failure = errorFailure, failure != EPIPE { return .failure }
    if let failure = inputFailure {
      writeError("Error: cannot read standard input: \(failure)\n")
      return .failure
    }
    return code
  }

  /// Writes all of `text` to `descriptor`; the `errno` of a failure, or `nil`.
  static func write(_ text: String, to descriptor: Int32) -> Int32? {
    var text = text
    return text.withUTF8 { bytes -> Int32? in
      var offset = 0
      while offset < bytes.count {
        let written = systemWrite(
          descriptor, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return errno
        }
        offset += written
      }
      return nil
    }
  }
}

/// `write(2)`, under a name the type's own `write` methods do not hide.
func systemWrite(_ descriptor: Int32, _ bytes: UnsafePointer<UInt8>?, _ count: Int) -> Int {
  #if canImport(Darwin)
  Darwin.write(descriptor, bytes, count)
  #elseif canImport(Musl)
  Musl.write(descriptor, bytes, count)
  #else
  Glibc.write(descriptor, bytes, count)
  #endif
}
