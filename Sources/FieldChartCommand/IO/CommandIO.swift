/// Where the `fieldchart` commands read lines and write their output.
///
/// ``TerminalIO`` uses the process's standard streams; ``CapturedIO`` collects everything for
/// tests. Data goes to ``write(_:)`` (standard output), diagnostics to ``writeError(_:)``.
public protocol CommandIO: AnyObject {
  /// Whether standard input is a terminal, so `simulate` prompts for one line at a time.
  var isInteractive: Bool { get }
  /// The next line of standard input without its line break, or `nil` at the end.
  func readLine() -> String?
  /// Writes `text` to standard output.
  func write(_ text: String)
  /// Writes `text` to standard error.
  func writeError(_ text: String)
}
