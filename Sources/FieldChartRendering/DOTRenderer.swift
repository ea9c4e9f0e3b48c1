import FieldMachines

/// Renders a ``StateChart`` as a Graphviz DOT digraph: one edge per pair of states, its label
/// listing every transition between them.
public enum DOTRenderer {
  /// The chart as DOT source, ending with a newline; with a `trace`, the transitions the run
  /// took are blue and counted.
  public static func render(_ chart: StateChart, trace: ChartTrace? = nil) -> String {
    var lines = header(
      chart,
      about: [
        "Edges read: event [guard outcomes] / effects, one line per transition between the same",
        "two states. Events without an edge are no-ops.",
      ], spacing: ["nodesep=0.6;"])
    lines.append("  __start [shape=point, width=0.15, label=\"\"];")
    for state in chart.states {
      var attributes = "label=\(quoted("\(state.label)\n\(state.heightLabel) pt"))"
      if state.values.contains("error") {
        attributes += ", color=\"#d32f2f\", fillcolor=\"#fdecea\""
      }
      lines.append("  \(state.id) [\(attributes)];")
    }
    lines.append("  __start -> \(chart.initial);")
    for arrow in MergedArrow.counting(MergedArrow.merge(chart), trace) {
      lines.append("  \(arrow.source) -> \(arrow.target) [\(attributes(arrow))];")
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The lines a DOT document of `chart` opens with: the generated-file comment and the comment
  /// lines `about`, the digraph with its label, the graph attributes `spacing`, and the node
  /// and edge styles.
  static func header(_ chart: StateChart, about: [String], spacing: [String]) -> [String] {
    ["// Generated from \(chart.machine).handle(_:) by fieldchart. Do not edit."]
      + about.map { "// " + $0 }
      + [
        "digraph \(chart.machine) {",
        "  label=\(quoted(chart.machine + ": " + chart.summary));",
        "  labelloc=t;",
      ]
      + spacing.map { "  " + $0 }
      + [
        "  node [shape=box, style=\"rounded,filled\", fillcolor=\"#ffffff\", fontname=\"Helvetica\"];",
        "  edge [fontname=\"Helvetica\", fontsize=10];",
      ]
  }

  /// An edge's attributes: its label, and blue when a traced run took it.
  static func attributes(_ arrow: MergedArrow) -> String {
    "label=\(label(arrow.countedLines))"
      + (arrow.isTaken ? ", color=\"#1565c0\", fontcolor=\"#1565c0\", penwidth=2.5" : "")
  }

  /// The widest label line, in characters, before a transition's label wraps.
  static let labelWidth = 44

  /// The label of a merged edge: one left-justified line per transition, wrapped at
  /// ``labelWidth`` with continuation lines indented.
  static func label(_ lines: [String]) -> String {
    let wrapped = lines.flatMap { wrap($0) }
    return "\"" + wrapped.map { String(quoted($0).dropFirst().dropLast()) + "\\l" }.joined()
      + "\""
  }

  /// `line` broken at spaces into lines of at most ``labelWidth`` characters (a longer word
  /// stays whole); every line after the first starts with two spaces.
  static func wrap(_ line: String) -> [String] {
    var result: [String] = []
    var current = ""
    for word in line.split(separator: " ") {
      if !current.isEmpty, current.count + 1 + word.count > labelWidth {
        result.append(current)
        current = "  "
      }
      current += (current.isEmpty || current == "  " ? "" : " ") + word
    }
    result.append(current)
    return result
  }

  /// `text` as a DOT string literal; line breaks become `\n`.
  static func quoted(_ text: String) -> String {
    let escaped = text.replacingCharacters { character, _ in
      switch character {
      case "\"": "\\\""
      case "\\": "\\\\"
      case "\n": "\\n"
      default: nil
      }
    }
    return "\"" + escaped + "\""
  }
}
