/// A ``CommandIO`` that reads from a string and collects what the command writes.
public final class CapturedIO: CommandIO {
  private var lines: [String]
  private var nextLine = 0
  /// Everything written to standard output.
  public private(set) var output = ""
  /// Everything written to standard error.
  public private(set) var errorOutput = ""
  /// Whether the command should behave as if standard input were a terminal.
  public let isInteractive: Bool

  /// Creates an IO whose standard input is `input`, split into lines.
  public init(input: String = "", isInteractive: Bool = false) {
    var lines = input.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if input.hasSuffix("\n") || input.isEmpty { lines.removeLast() }
    self.lines = lines
    self.isInteractive = isInteractive
  }

  /// The next input line, or `nil` at the end.
  public func readLine() -> String? {
    guard nextLine < lines.count else { return nil }
    defer { nextLine += 1 }
    return lines[nextLine]
  }

  /// Appends to ``output``.
  public func write(_ text: String) {
    output += text
  }

  /// Appends to ``errorOutput``.
  public func writeError(_ text: String) {
    errorOutput += text
  }
}
