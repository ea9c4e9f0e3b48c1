/// The `fieldchart` tool's logic, callable in-process: `run(arguments:io:)` parses the command
/// line, runs the subcommand and returns its exit code.
///
/// Subcommands: `list`, `chart`, `simulate`, `paths`, `check` and `help`. Data goes to standard
/// output and diagnostics to standard error; the exit code is 0 on success, 1 on failure and 64
/// for a wrong command line.
public enum FieldChartCommand {
  /// The package's version, which `fieldchart --version` prints; the CHANGELOG's latest release.
  public static let version = "0.1.0"

  /// The subcommands, in help order.
  static let subcommands = ["list", "chart", "simulate", "paths", "check", "help"]

  /// Runs the tool with `arguments` (without the program name) on `io`.
  public static func run(arguments: [String], io: any CommandIO) -> ExitCode {
    var arguments = arguments
    let subcommand = arguments.isEmpty ? nil : arguments.removeFirst()
    do throws(CommandError) {
      switch subcommand {
      case nil, "-h", "--help":
        io.write(Help.tool)
        return .success
      case "--version":
        guard arguments.isEmpty else {
          throw CommandError.usage("Unexpected argument '\(arguments[0])'", subcommand: nil)
        }
        io.write("\(version)\n")
        return .success
      case "list": return try ListCommand.run(arguments, io: io)
      case "chart": return try ChartCommand.run(arguments, io: io)
      case "simulate": return try SimulateCommand.run(arguments, io: io)
      case "paths": return try PathsCommand.run(arguments, io: io)
      case "check": return try CheckCommand.run(arguments, io: io)
      case "help": return try help(arguments, io: io)
      case let other?:
        throw CommandError.usage(
          "Unknown subcommand '\(other)'.\(Suggestion.hint(for: other, in: subcommands)) "
            + "Choose one of: \(subcommands.joined(separator: ", "))", subcommand: nil)
      }
    } catch {
      report(error, io: io)
      return error.exitCode
    }
  }

  /// Runs the tool with `arguments`, reading `stdin`, and returns everything it wrote.
  public static func run(
    arguments: [String], stdin: String = "", isInteractive: Bool = false
  ) -> CommandResult {
    let io = CapturedIO(input: stdin, isInteractive: isInteractive)
    let code = run(arguments: arguments, io: io)
    return CommandResult(stdout: io.output, stderr: io.errorOutput, exitCode: code)
  }

  private static func help(
    _ arguments: [String], io: any CommandIO
  ) throws(CommandError)
    -> ExitCode
  {
    let parsed = try ParsedArguments(
      arguments, subcommand: "help", valueOptions: [], flagOptions: [])
    if parsed.wantsHelp {
      io.write(Help.help)
      return .success
    }
    guard parsed.positionals.count <= 1 else {
      throw .usage("Unexpected argument '\(parsed.positionals[1])'", subcommand: "help")
    }
    guard let text = Help.text(for: parsed.positionals.first) else {
      let name = parsed.positionals[0]
      throw .usage(
        "Unknown subcommand '\(name)'.\(Suggestion.hint(for: name, in: subcommands)) "
          + "Choose one of: \(subcommands.joined(separator: ", "))", subcommand: "help")
    }
    io.write(text)
    return .success
  }

  private static func report(_ error: CommandError, io: any CommandIO) {
    var text = "Error: \(error.message)\n"
    if error.exitCode == .usage {
      text += "Usage: \(Help.usage(for: error.subcommand))\n"
      let command = error.subcommand.map { "fieldchart \($0)" } ?? "fieldchart"
      text += "  See '\(command) --help' for more information.\n"
    }
    io.writeError(text)
  }
}
