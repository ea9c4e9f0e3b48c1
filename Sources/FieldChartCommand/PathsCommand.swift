import FieldMachines

/// `fieldchart paths <machine>`.
enum PathsCommand {
  static func run(_ arguments: [String], io: any CommandIO) throws(CommandError) -> ExitCode {
    let parsed = try ParsedArguments(
      arguments, subcommand: "paths", valueOptions: ["max-detour"], flagOptions: [])
    if parsed.wantsHelp {
      io.write(Help.paths)
      return .success
    }
    let machines = try ChartCommand.machines(parsed.positionals, subcommand: "paths")
    if machines.count != 1 {
      throw .usage("'paths' takes one machine, not all", subcommand: "paths")
    }
    var detour = 2
    if let text = parsed.values["max-detour"] {
      guard let value = Int(text), value >= 0 else {
        throw .usage(
          "'--max-detour' needs an integer of 0 or more, not '\(text)'", subcommand: "paths")
      }
      detour = value
    }
    io.write(script(for: machines[0], maximumDetour: detour))
    return .success
  }

  /// The transition-cover scripts of `machine`, separated by `reset`, as one replayable script.
  static func script<Machine: ChartableMachine>(
    for machine: Machine.Type, maximumDetour: Int
  ) -> String {
    let derivation = ChartDerivation(machine)
    let paths = derivation.transitionCoverPaths(maximumDetour: maximumDetour)
    let chart = derivation.chart
    var lines = [
      "# Transition cover of \(chart.machine): \(paths.count) scripts take all "
        + "\(chart.transitions.count) transitions.",
      "# Each starts from a new field; replay them all with:",
      "#   fieldchart paths \(chart.name) | fieldchart simulate \(chart.name)",
    ]
    for (index, path) in paths.enumerated() {
      let taken = Set(path.transitions.compactMap { $0 }).count
      lines.append("")
      if index > 0 { lines.append("reset") }
      lines.append(
        "# Script \(index + 1) of \(paths.count): \(path.probes.count) steps, takes \(taken) "
          + "transition\(taken == 1 ? "" : "s"), ends in \(path.finalState ?? chart.initial)")
      lines += path.scripts
      lines.append("expect \(path.finalState ?? chart.initial)")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
