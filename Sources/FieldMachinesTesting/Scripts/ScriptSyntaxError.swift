/// Why a script line cannot be read at all: a `veto` with no action, or a quoted payload that is
/// not closed, has text after its closing quote or an unknown escape.
public struct ScriptSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What is wrong, such as `missing closing quote in "open`.
  public var message: String

  /// Creates an error.
  public init(_ message: String) {
    self.message = message
  }

  /// The message.
  public var description: String { message }
}
