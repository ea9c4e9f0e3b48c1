import FieldChartRendering
import FieldMachines

/// `fieldchart chart <machine|all> [--format F] [--output DIR]`.
enum ChartCommand {
  static func run(_ arguments: [String], io: any CommandIO) throws(CommandError) -> ExitCode {
    let parsed = try ParsedArguments(
      arguments, subcommand: "chart", valueOptions: ["format", "output"], flagOptions: [])
    if parsed.wantsHelp {
      io.write(Help.chart)
      return .success
    }
    let charts = try machines(parsed.positionals, subcommand: "chart").map { $0.chart }
    var format: ChartFormat?
    if let name = parsed.values["format"] {
      guard let known = ChartFormat(rawValue: name.lowercased()) else {
        throw .usage(
          "Unknown format '\(name)'; choose one of: "
            + ChartFormat.allCases.map(\.rawValue).joined(separator: ", "), subcommand: "chart")
      }
      format = known
    }
    guard let directory = parsed.values["output"] else {
      let chosen = format ?? .mermaid
      io.write(charts.map { chosen.render($0) }.joined(separator: "\n"))
      return .success
    }
    var files: [GeneratedFile]
    if let format {
      files = charts.map {
        GeneratedFile(path: format.fileName(for: $0), contents: format.render($0))
      }
    } else {
      files = StateChartsDirectory.files(for: charts)
    }
    try OutputDirectory.write(files, into: directory)
    for file in files { io.write("\(directory)/\(file.path)\n") }
    return .success
  }

  /// The machines named by the single positional argument (`all` for every one).
  static func machines(
    _ positionals: [String], subcommand: String
  ) throws(CommandError) -> [any ChartableMachine.Type] {
    guard let name = positionals.first else {
      throw .usage("Missing expected argument '<machine>'", subcommand: subcommand)
    }
    guard positionals.count == 1 else {
      throw .usage("Unexpected argument '\(positionals[1])'", subcommand: subcommand)
    }
    if name.lowercased() == "all" { return ChartCatalog.machines }
    guard let machine = ChartCatalog.machine(named: name) else {
      let names = ChartCatalog.machines.map { $0.chartName } + ["all"]
      throw .usage(
        "Unknown machine '\(name)'.\(Suggestion.hint(for: name, in: names)) Choose one of: "
          + "\(Help.machineList), all", subcommand: subcommand)
    }
    return [machine]
  }
}
