import FieldMachines

/// `fieldchart list`.
enum ListCommand {
  static func run(_ arguments: [String], io: any CommandIO) throws(CommandError) -> ExitCode {
    let parsed = try ParsedArguments(
      arguments, subcommand: "list", valueOptions: [], flagOptions: [])
    if parsed.wantsHelp {
      io.write(Help.list)
      return .success
    }
    if let extra = parsed.positionals.first {
      throw .usage("Unexpected argument '\(extra)'", subcommand: "list")
    }
    var rows: [(String, String)] = []
    for machine in ChartCatalog.machines {
      let chart = machine.chart
      rows.append(
        (
          "\(machine.chartName)  \(chart.machine)",
          "\(chart.states.count) states, \(chart.transitions.count) transitions. \(chart.summary)"
        ))
    }
    let width = (rows.map { $0.0.count }.max() ?? 0) + 2
    for (name, text) in rows {
      io.write(name + String(repeating: " ", count: width - name.count) + text + "\n")
    }
    return .success
  }
}
