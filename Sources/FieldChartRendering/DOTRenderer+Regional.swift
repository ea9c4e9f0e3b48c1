import FieldMachines

extension DOTRenderer {
  /// The statechart as DOT source, ending with a newline: one cluster per region, one edge
  /// per pair of states, its label listing every transition between them; with a `trace`,
  /// the transitions the run took are blue and counted.
  public static func render(_ chart: RegionalChart, trace: ChartTrace? = nil) -> String {
    var lines = header(
      chart.chart,
      about: [
        "Regions (clusters) run in parallel: every event goes to each. Edges read: event",
        "[guard outcomes] if other regions / effects, one line per transition. Events without",
        "an edge are no-ops.",
      ], spacing: ["nodesep=0.5;", "ranksep=0.4;"])
    for region in chart.regions {
      let start = "\(region.name)__start"
      lines += [
        "  subgraph cluster_\(region.name) {",
        "    label=\(quoted(region.name));",
        "    style=\"rounded,dashed\";",
        "    \(start) [shape=point, width=0.15, label=\"\"];",
      ]
      for value in region.values {
        var attributes = "label=\(quoted(value))"
        if value == "error" { attributes += ", color=\"#d32f2f\", fillcolor=\"#fdecea\"" }
        lines.append("    \(region.stateID(value)) [\(attributes)];")
      }
      lines.append("    \(start) -> \(region.stateID(region.initial));")
      for arrow in MergedArrow.counting(MergedArrow.merge(region), trace) {
        lines.append("    \(arrow.source) -> \(arrow.target) [\(attributes(arrow))];")
      }
      lines.append("  }")
    }
    // Invisible edges stack the clusters, so the drawing grows down rather than across.
    for (upper, lower) in zip(chart.regions, chart.regions.dropFirst()) {
      guard let last = upper.values.last else { continue }
      lines.append("  \(upper.stateID(last)) -> \(lower.name)__start [style=invis];")
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }
}
