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
    var rows = [["NAME", "MACHINE", "STATES", "TRANSITIONS", "SUMMARY"]]
    for machine in ChartCatalog.machines {
      let chart = machine.chart
      rows.append([
        machine.chartName, chart.machine, String(chart.states.count),
        String(chart.transitions.count), chart.summary,
      ])
    }
    io.write(table(rows, rightAligned: [2, 3]))
    return .success
  }

  /// `rows` as text columns two spaces apart, each as wide as its widest cell; the columns in
  /// `rightAligned` (numbers) are padded on the left. The last column is not padded.
  static func table(_ rows: [[String]], rightAligned: Set<Int>) -> String {
    let columns = rows.map(\.count).max() ?? 0
    var widths = [Int](repeating: 0, count: columns)
    for row in rows {
      for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
    }
    var text = ""
    for row in rows {
      var line = ""
      for (index, cell) in row.enumerated() {
        let padding = String(repeating: " ", count: widths[index] - cell.count)
        if index > 0 { line += "  " }
        if rightAligned.contains(index) {
          line += padding + cell
        } else {
          line += index == row.count - 1 ? cell : cell + padding
        }
      }
      text += line + "\n"
    }
    return text
  }
}
