import FieldMachines

/// The contents of the repository's `StateCharts/` directory: every chart in every format, and
/// a README that embeds each Mermaid chart.
///
/// The golden test and `fieldchart chart all --output DIR` both write exactly these files, so
/// they cannot disagree.
public enum StateChartsDirectory {
  /// The command that regenerates the directory and reviews the change.
  public static let recordCommand = "RECORD_STATECHARTS=1 swift test --filter StateChartsInSync"

  /// Every file for `charts`: one per chart and format, then `README.md`.
  public static func files(for charts: [StateChart]) -> [GeneratedFile] {
    var files: [GeneratedFile] = []
    for chart in charts {
      for format in ChartFormat.allCases {
        files.append(
          GeneratedFile(path: format.fileName(for: chart), contents: format.render(chart)))
      }
    }
    files.append(GeneratedFile(path: "README.md", contents: readme(for: charts)))
    return files
  }

  /// The README: what the files are, how to read a chart, and each Mermaid chart.
  public static func readme(for charts: [StateChart]) -> String {
    var lines = [
      "# State charts",
      "",
      "Generated. Do not edit. Regenerate with `\(recordCommand)` (the run rewrites the files",
      "and fails, so the change is reviewed) or `swift run fieldchart chart all --output StateCharts`.",
      "",
      "Each chart is derived from the machine's own `handle(_:)`: `fieldchart` explores the machine",
      "from a new field over every user action, programmatic call and delegate answer, so no",
      "hand-written table can drift from the code. A state combines the machine's regions (focus",
      "or mode, and error); its height is the field's height there with default metrics. An arrow",
      "reads `event [guard outcomes] / effects`; the guard outcomes are the delegate's answer",
      "(`allowed`, `vetoed`) and conditions on the rest of the state. An event with no arrow from",
      "a state is a no-op there: nothing changes and nothing fires.",
      "",
      "| machine | " + ChartFormat.allCases.map(\.displayName).joined(separator: " | ") + " |",
      "|---|" + ChartFormat.allCases.map { _ in "---|" }.joined(),
    ]
    for chart in charts {
      let links = ChartFormat.allCases.map { format in
        "[\(format.fileExtension)](\(format.fileName(for: chart)))"
      }
      lines.append(
        "| [\(chart.machine)](#\(chart.machine.lowercased())) | "
          + links.joined(separator: " | ") + " |")
    }
    lines += [
      "",
      "The SCXML files run in any SCXML 1.0 processor: send `beginRequested.allowed.enabled` for",
      "`beginRequested(allowed: true)` on an enabled field, and so on; the mapping is written at",
      "the top of each file. The XState files use the same event names.",
    ]
    for chart in charts {
      lines += [
        "",
        "## \(chart.machine)",
        "",
        chart.summary + " Replay it with `swift run fieldchart simulate \(chart.name)`; list the",
        "scripts that take every transition with `swift run fieldchart paths \(chart.name)`.",
        "",
        "```mermaid",
      ]
      lines.append(MermaidRenderer.render(chart).trimmingTrailingNewline())
      lines.append("```")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}

extension String {
  /// The string without its final newline, if any.
  func trimmingTrailingNewline() -> String {
    hasSuffix("\n") ? String(dropLast()) : self
  }
}
