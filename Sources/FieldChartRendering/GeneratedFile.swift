/// A file the chart tools generate: a path relative to a directory, and its contents.
public struct GeneratedFile: Sendable, Hashable {
  /// The path relative to the directory it belongs in, such as `EntryFieldMachine.mmd`.
  public var path: String
  /// The whole text of the file.
  public var contents: String

  /// Creates a file.
  public init(path: String, contents: String) {
    self.path = path
    self.contents = contents
  }
}
