import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A ``CommandIO`` on the process's own standard streams, unbuffered so an interactive
/// `simulate` shows its prompt at once.
public final class TerminalIO: CommandIO {
  /// Creates the IO of this process.
  public init() {}

  /// Whether standard input is a terminal (`isatty(0)`).
  public var isInteractive: Bool { isatty(0) == 1 }

  /// The next line of standard input.
  public func readLine() -> String? {
    Swift.readLine(strippingNewline: true)
  }

  /// Writes to standard output.
  public func write(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }

  /// Writes to standard error.
  public func writeError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }
}
