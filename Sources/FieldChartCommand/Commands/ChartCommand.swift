import FieldChartRendering
import FieldMachines

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `fieldchart chart <machine|all> [--format F] [--flat] [--region R] [--hide R] [--output DIR]`.
enum ChartCommand {
  static func run(_ arguments: [String], io: any CommandIO) throws(CommandError) -> ExitCode {
    let parsed = try ParsedArguments(
      arguments, subcommand: "chart", valueOptions: ["format", "output", "region", "hide"],
      flagOptions: ["flat"])
    if parsed.wantsHelp {
      io.write(Help.chart)
      return .success
    }
    let machines = try machines(parsed.positionals, subcommand: "chart")
    var format: ChartFormat?
    if let name = parsed.values["format"] {
      guard let known = ChartFormat(rawValue: name.lowercased()) else {
        throw .usage(
          "Unknown format '\(name)'; choose one of: "
            + ChartFormat.allCases.map(\.rawValue).joined(separator: ", "), subcommand: "chart")
      }
      format = known
    }
    // A chart's name and regions are its machine's, so every usage error and the output
    // directory are settled before any chart is derived (deriving takes a while).
    let views = try machines.map { machine throws(CommandError) in
      try view(
        name: machine.chartName, regions: machine.chartRegions, parsed: parsed, format: format)
    }
    guard let directory = parsed.values["output"] else {
      let chosen = format ?? .text
      io.write(
        zip(machines, views).map { chosen.render($0.chart, view: $1) }.joined(separator: "\n"))
      return .success
    }
    if format == nil, !views.allSatisfy({ $0 == .regional }) {
      throw .usage(
        "--flat, --region and --hide need a --format with --output", subcommand: "chart")
    }
    try OutputDirectory.create(directory)
    let charts = machines.map { $0.chart }
    var files: [GeneratedFile]
    if let format {
      files = zip(charts, views).map {
        GeneratedFile(
          path: format.fileName(for: $0, view: $1), contents: format.render($0, view: $1))
      }
    } else {
      files = StateChartsDirectory.files(for: charts)
    }
    try OutputDirectory.write(files, into: directory)
    for file in files { io.write("\(directory)/\(file.path)\n") }
    return .success
  }

  /// The view `--flat`, `--region` and `--hide` ask for on the chart `name` with `regions`.
  static func view(
    name chartName: String, regions chartRegions: [StateChart.Region], parsed: ParsedArguments,
    format: ChartFormat?
  ) throws(CommandError) -> ChartView {
    let names = chartRegions.map(\.name)
    func regions(_ option: String) throws(CommandError) -> Set<String> {
      guard let value = parsed.values[option] else { return [] }
      let wanted = value.split(separator: ",").map {
        String(Substring($0).trimmingSpaces())
      }
      for name in wanted where !names.contains(name) {
        throw .usage(
          "Unknown region '\(name)' of \(chartName); choose one of: "
            + names.joined(separator: ", "), subcommand: "chart")
      }
      return Set(wanted)
    }
    var hidden = try regions("hide")
    let shown = try regions("region")
    if !shown.isEmpty { hidden.formUnion(Set(names).subtracting(shown)) }
    if parsed.flags.contains("flat") {
      guard hidden.isEmpty else {
        throw .usage(
          "--region and --hide draw the statechart; leave out --flat", subcommand: "chart")
      }
      return .flat
    }
    if !hidden.isEmpty && format == .json {
      throw .usage("--region and --hide do not apply to --format json", subcommand: "chart")
    }
    if hidden.count == names.count {
      throw .usage("--region and --hide leave no region to draw", subcommand: "chart")
    }
    return ChartView(hiddenRegions: hidden)
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
