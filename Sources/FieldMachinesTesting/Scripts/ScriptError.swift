/// A script line that means nothing to the machine, with its 1-based line number.
public struct ScriptError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The line number, from 1.
  public var line: Int
  /// The line as written.
  public var text: String

  /// Creates an error.
  public init(line: Int, text: String) {
    self.line = line
    self.text = text
  }

  /// "line 3: unknown event 'tpa'".
  public var description: String { "line \(line): unknown event '\(text)'" }
}
