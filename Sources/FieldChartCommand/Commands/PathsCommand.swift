import FieldMachines

/// `fieldchart paths <field> [--max-detour N] [<field options>]`.
enum PathsCommand {
  static func run(_ arguments: [String], io: any CommandIO) throws(CommandError) -> ExitCode {
    if arguments.first?.lowercased() == "all" {
      throw .usage("'paths' takes one machine, not all", subcommand: "paths")
    }
    let arguments = try FieldArguments(
      arguments, subcommand: "paths", valueOptions: ["max-detour"], flagOptions: [],
      maximumPositionals: 1)
    guard let session = arguments.session else {
      io.write(Help.paths)
      return .success
    }
    var detour = 2
    if let text = arguments.parsed.values["max-detour"] {
      guard let value = Int(text), value >= 0 else {
        throw .usage(
          "'--max-detour' needs an integer of 0 or more, not '\(text)'", subcommand: "paths")
      }
      detour = value
    }
    io.write(try script(session, arguments: arguments, maximumDetour: detour))
    return .success
  }

  /// The transition-cover scripts of a field configured by `arguments`' field options.
  private static func script<Session: FieldSession>(
    _ session: Session.Type, arguments: FieldArguments, maximumDetour: Int
  ) throws(CommandError) -> String {
    let field = try Session(options: arguments.parsed)
    let configuration = arguments.fieldOptionWords(of: session)
    return script(
      for: Session.Machine.self, from: field.machine.state, options: configuration,
      maximumDetour: maximumDetour)
  }

  /// The transition-cover scripts of `machine`, separated by `reset`, as one replayable script:
  /// from a new field's state, or from `initialState`, the state of a field configured by the
  /// command-line `options` that `simulate` must be given too.
  static func script<Machine: ChartableMachine>(
    for machine: Machine.Type, from initialState: Machine.State? = nil, options: [String] = [],
    maximumDetour: Int
  ) -> String {
    let derivation =
      initialState.map { $0 == Machine.chartInitialState } == false
      ? ChartDerivation(machine, from: initialState) : Machine.chartDerivation
    let paths = derivation.transitionCoverPaths(maximumDetour: maximumDetour)
    let chart = derivation.chart
    let command = ([chart.name] + options).joined(separator: " ")
    var lines = [
      "# Transition cover of \(chart.machine): "
        + "\(paths.count == 1 ? "1 script takes" : "\(paths.count) scripts take") all "
        + "\(chart.transitions.count) transitions.",
      "# Each starts from a new field; replay them all with:",
      "#   fieldchart paths \(command) | fieldchart simulate \(command)",
    ]
    for (index, path) in paths.enumerated() {
      let taken = Set(path.transitions.compactMap { $0 }).count
      lines.append("")
      if index > 0 { lines.append("reset") }
      lines.append(
        "# Script \(index + 1) of \(paths.count): \(path.probes.count) step"
          + "\(path.probes.count == 1 ? "" : "s"), takes \(taken) "
          + "transition\(taken == 1 ? "" : "s"), ends in \(path.finalState ?? chart.initial)")
      lines += path.scripts
      lines.append("expect \(path.finalState ?? chart.initial)")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
