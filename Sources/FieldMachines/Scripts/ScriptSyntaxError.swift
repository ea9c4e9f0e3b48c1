/// Why a script line cannot be read at all: a `veto` with no action, or a quoted payload that is
/// not closed, has text after its closing quote or an unknown escape.
package struct ScriptSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What is wrong, such as `missing closing quote in "open`.
  package var message: String

  /// Creates an error.
  package init(_ message: String) {
    self.message = message
  }

  /// The message.
  package var description: String { message }
}
