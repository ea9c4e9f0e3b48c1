/// Why one script line cannot run; the runner adds the line number.
struct ScriptError: Error {
  /// What is wrong with the line.
  var message: String

  /// Creates an error.
  init(_ message: String) {
    self.message = message
  }
}
