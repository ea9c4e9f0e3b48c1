/// Why one script line cannot run on a field, such as `'set max-length' needs an integer`;
/// `fieldchart` adds the line number.
package struct ScriptLineError: Error {
  /// What is wrong with the line.
  package var message: String

  /// Creates an error.
  package init(_ message: String) {
    self.message = message
  }
}
