import FieldMachines

extension MermaidRenderer {
  /// The statechart as Mermaid source, ending with a newline: one composite state whose
  /// concurrent regions are separated by `--`, one arrow per pair of states; with a `trace`,
  /// each transition the run took is counted and the states it reached are outlined in blue.
  public static func render(_ chart: RegionalChart, trace: ChartTrace? = nil) -> String {
    let machine = chart.chart.machine
    var lines = header(
      machine: machine,
      about: [
        "Regions run in parallel: every event goes to each. Arrows read: event [guard",
        "outcomes] if other regions / effects, one line per transition. Events without an",
        "arrow are no-ops.",
      ])
    lines.append("  state \"\(text(machine))\" as \(machine) {")
    var arrows: [MergedArrow] = []
    for (position, region) in chart.regions.enumerated() {
      if position > 0 { lines.append("    --") }
      lines.append("    state \"\(text(region.name))\" as region_\(region.name) {")
      lines.append("      [*] --> \(region.stateID(region.initial))")
      for value in region.values {
        lines.append("      state \"\(text(value))\" as \(region.stateID(value))")
      }
      for arrow in MergedArrow.counting(MergedArrow.merge(region), trace) {
        arrows.append(arrow)
        lines.append("      \(arrow.source) --> \(arrow.target): \(label(arrow.countedLines))")
      }
      lines.append("    }")
    }
    lines.append("  }")
    let errorStates = chart.regions.flatMap { region in
      region.values.filter { $0 == "error" }.map(region.stateID)
    }
    if !errorStates.isEmpty {
      lines.append("  classDef error fill:#fdecea,stroke:#d32f2f,color:#7f0000")
      for state in errorStates { lines.append("  class \(state) error") }
    }
    lines += takenClass(arrows)
    return lines.joined(separator: "\n") + "\n"
  }
}
