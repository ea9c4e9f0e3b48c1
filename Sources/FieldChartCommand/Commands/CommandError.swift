/// An error that ends a `fieldchart` command: a usage error (exit 64, with the usage line and a
/// pointer to the help) or a failure (exit 1).
struct CommandError: Error {
  /// The message, without the `Error: ` prefix.
  var message: String
  /// The exit code.
  var exitCode: ExitCode
  /// The subcommand whose usage a usage error repeats, such as `chart`; `nil` for the tool.
  var subcommand: String?

  /// A wrong command line.
  static func usage(_ message: String, subcommand: String?) -> CommandError {
    CommandError(message: message, exitCode: .usage, subcommand: subcommand)
  }

  /// A command that ran and failed.
  static func failure(_ message: String) -> CommandError {
    CommandError(message: message, exitCode: .failure, subcommand: nil)
  }
}
