/// A subcommand's arguments split into positionals, options with values and flags.
///
/// Hand-written in argument-parser's manner: `--name value` and `--name=value` both work, `--`
/// ends the options, and an unknown option or a missing value is a usage error.
struct ParsedArguments {
  /// The arguments that are not options, in order.
  var positionals: [String] = []
  /// The value of each option given, by name without dashes (the last one wins).
  var values: [String: String] = [:]
  /// The flags given, by name without dashes.
  var flags: Set<String> = []

  /// Whether `-h` or `--help` was given.
  var wantsHelp: Bool { flags.contains("help") }

  /// No arguments.
  init() {}

  /// Splits `arguments` for `subcommand`, which takes the options in `valueOptions` with a
  /// value and the flags in `flagOptions` (`help` is always accepted).
  init(
    _ arguments: [String], subcommand: String, valueOptions: Set<String>, flagOptions: Set<String>
  ) throws(CommandError) {
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
        positionals.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      if argument == "-h" || argument == "--help" {
        flags.insert("help")
        continue
      }
      guard argument.hasPrefix("--") else {
        let hint = Suggestion.hint(
          for: String(argument.drop(while: { $0 == "-" })),
          in: (valueOptions.union(flagOptions).union(["help"])).sorted(), prefix: "--")
        throw .usage("Unknown option '\(argument)'.\(hint)", subcommand: subcommand)
      }
      var name = String(argument.dropFirst(2))
      var inlineValue: String?
      if let equals = name.firstIndex(of: "=") {
        inlineValue = String(name[name.index(after: equals)...])
        name = String(name[..<equals])
      }
      if valueOptions.contains(name) {
        if let inlineValue {
          values[name] = inlineValue
        } else if index < arguments.count {
          values[name] = arguments[index]
          index += 1
        } else {
          throw .usage("Missing value for '--\(name) <\(name)>'", subcommand: subcommand)
        }
      } else if flagOptions.contains(name) {
        guard inlineValue == nil else {
          throw .usage("The flag '--\(name)' takes no value", subcommand: subcommand)
        }
        flags.insert(name)
      } else {
        let hint = Suggestion.hint(
          for: name, in: valueOptions.union(flagOptions).union(["help"]).sorted(), prefix: "--")
        throw .usage("Unknown option '--\(name)'.\(hint)", subcommand: subcommand)
      }
    }
  }
}
