import FieldMachines

/// Renders a ``StateChart`` as a Mermaid `stateDiagram-v2`.
///
/// States show their height; arrows read `event [guard outcomes] / effects`; error states are
/// tinted red. An event with no arrow from a state is a no-op in that state. The transitions
/// between two states share one arrow, one label line each: mermaid.js draws only one
/// self-loop per state. A ``RegionalChart`` is drawn with concurrent regions.
public enum MermaidRenderer {
  /// The chart as Mermaid source, ending with a newline; with a `trace`, each transition the
  /// run took is counted and the states it reached are outlined in blue.
  public static func render(_ chart: StateChart, trace: ChartTrace? = nil) -> String {
    var lines = header(
      machine: chart.machine,
      about: [
        "Arrows read: event [guard outcomes] / effects, one line per transition. Events",
        "without an arrow are no-ops.",
      ])
    for state in chart.states {
      lines.append("  state \"\(text(state.label)) (\(state.heightLabel) pt)\" as \(state.id)")
    }
    lines.append("  [*] --> \(chart.initial)")
    let arrows = MergedArrow.counting(MergedArrow.merge(chart), trace)
    for arrow in arrows {
      lines.append("  \(arrow.source) --> \(arrow.target): \(label(arrow.countedLines))")
    }
    let errorStates = chart.states.filter { $0.values.contains("error") }
    if !errorStates.isEmpty {
      lines.append("  classDef error fill:#fdecea,stroke:#d32f2f,color:#7f0000")
      for state in errorStates { lines.append("  class \(state.id) error") }
    }
    lines += takenClass(arrows)
    return lines.joined(separator: "\n") + "\n"
  }

  /// The lines a Mermaid document of `machine` opens with: its title, the diagram type, the
  /// generated-file comment and the comment lines `about`.
  static func header(machine: String, about: [String]) -> [String] {
    [
      "---",
      "title: \(machine)",
      "---",
      "stateDiagram-v2",
      "  %% Generated from \(machine).handle(_:) by fieldchart. Do not edit.",
    ] + about.map { "  %% " + $0 }
  }

  /// The class outlining the states a traced run reached, and its uses.
  static func takenClass(_ arrows: [MergedArrow]) -> [String] {
    var reached: [String] = []
    for arrow in arrows where arrow.isTaken && !reached.contains(arrow.target) {
      reached.append(arrow.target)
    }
    guard !reached.isEmpty else { return [] }
    return ["  classDef taken stroke:#1565c0,stroke-width:3px"]
      + reached.map { "  class \($0) taken" }
  }

  /// The label of a merged arrow: one line per transition, separated by `<br/>`.
  static func label(_ lines: [String]) -> String {
    lines.map(text).joined(separator: "<br/>")
  }

  /// `label` with the characters Mermaid reads as syntax replaced.
  static func text(_ label: String) -> String {
    label.replacingCharacters { character, _ in
      switch character {
      case "\"": "'"
      case ";", "#", "{", "}", "\n": " "
      default: nil
      }
    }
  }
}
