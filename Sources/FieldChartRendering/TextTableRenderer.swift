import FieldMachines

/// Renders a ``StateChart`` as a plain-text table of its states and transitions.
public enum TextTableRenderer {
  /// The chart as aligned text, ending with a newline.
  public static func render(_ chart: StateChart) -> String {
    var lines = [
      "\(chart.machine) (\(chart.name)): \(chart.summary)",
      "Generated from \(chart.machine).handle(_:) by fieldchart. Do not edit.",
      "Regions: "
        + chart.regions.map { "\($0.name) (\($0.values.joined(separator: ", ")))" }
        .joined(separator: " x "),
      "Initial state: \(chart.initial)",
      "An event a state has no row for is a no-op there: nothing changes, nothing fires.",
      "",
      "STATES",
    ]
    lines += table([["state", "height (pt)"]] + chart.states.map { [$0.id, $0.heightLabel] })
    lines += ["", "TRANSITIONS"]
    let heights = Dictionary(uniqueKeysWithValues: chart.states.map { ($0.id, $0.heightLabel) })
    var rows = [["from", "event", "guard", "to", "effects", "height"]]
    for transition in chart.transitions {
      let before = heights[transition.source] ?? ""
      let after = heights[transition.target] ?? ""
      rows.append([
        transition.source, transition.event,
        transition.conditions.isEmpty ? "-" : transition.guardLabel, transition.target,
        transition.effects.isEmpty ? "-" : transition.effects.joined(separator: ", "),
        before == after ? before : "\(before) -> \(after)",
      ])
    }
    lines += table(rows)
    return lines.joined(separator: "\n") + "\n"
  }

  /// `rows` with columns padded to their widest cell, two spaces apart, and a rule under the
  /// first row.
  static func table(_ rows: [[String]]) -> [String] {
    let columns = rows.map(\.count).max() ?? 0
    var widths = [Int](repeating: 0, count: columns)
    for row in rows {
      for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
    }
    func line(_ cells: [String]) -> String {
      var text = ""
      for (index, cell) in cells.enumerated() {
        let isLast = index == cells.count - 1
        text += isLast ? cell : cell + String(repeating: " ", count: widths[index] - cell.count + 2)
      }
      return text
    }
    var result: [String] = []
    for (index, row) in rows.enumerated() {
      result.append(line(row))
      if index == 0 {
        result.append(line(widths.map { String(repeating: "-", count: $0) }))
      }
    }
    return result
  }
}
