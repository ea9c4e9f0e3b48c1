import FieldChartRendering
import FieldMachines

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

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
    try write(files, into: directory)
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
      throw .usage(
        "Unknown machine '\(name)'; choose one of: \(Help.machineList), all",
        subcommand: subcommand)
    }
    return [machine]
  }

  /// Writes `files` into `directory`, creating it.
  static func write(_ files: [GeneratedFile], into directory: String) throws(CommandError) {
    do {
      try FileManager.default.createDirectory(
        atPath: directory, withIntermediateDirectories: true)
      for file in files {
        try Data(file.contents.utf8).write(to: URL(fileURLWithPath: directory + "/" + file.path))
      }
    } catch {
      throw .failure("cannot write into '\(directory)': \(error)")
    }
  }
}
