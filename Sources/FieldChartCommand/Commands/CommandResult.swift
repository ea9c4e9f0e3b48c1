/// What one run of `fieldchart` produced: its standard output, standard error and exit code.
public struct CommandResult: Sendable, Hashable {
  /// Everything written to standard output.
  public var stdout: String
  /// Everything written to standard error.
  public var stderr: String
  /// The exit code: 0 success, 1 failure, 64 usage error.
  public var exitCode: ExitCode
}
