import FieldMachines

/// A format a ``StateChart`` can be rendered in.
public enum ChartFormat: String, Sendable, Hashable, CaseIterable {
  /// Mermaid `stateDiagram-v2`, which GitHub renders in Markdown.
  case mermaid
  /// Graphviz DOT, for `dot -Tsvg`.
  case dot
  /// W3C SCXML 1.0, for any SCXML processor.
  case scxml
  /// An XState v5 machine configuration as JSON, for the Stately editor and `createMachine`.
  case xstate
  /// A plain-text table of states and transitions.
  case text
  /// JSON of the ``StateChart`` model itself.
  case json

  /// The file name extension, without the leading dot (`mmd`, `dot`, `scxml`, `xstate.json`,
  /// `txt`, `json`).
  public var fileExtension: String {
    switch self {
    case .mermaid: "mmd"
    case .dot: "dot"
    case .scxml: "scxml"
    case .xstate: "xstate.json"
    case .text: "txt"
    case .json: "json"
    }
  }

  /// The name of the format as people write it.
  public var displayName: String {
    switch self {
    case .mermaid: "Mermaid"
    case .dot: "Graphviz DOT"
    case .scxml: "SCXML"
    case .xstate: "XState v5"
    case .text: "text"
    case .json: "JSON"
    }
  }

  /// `chart` in this format, ending with a newline.
  public func render(_ chart: StateChart) -> String {
    switch self {
    case .mermaid: MermaidRenderer.render(chart)
    case .dot: DOTRenderer.render(chart)
    case .scxml: SCXMLRenderer.render(chart)
    case .xstate: XStateRenderer.render(chart)
    case .text: TextTableRenderer.render(chart)
    case .json: StateChartJSON.render(chart)
    }
  }

  /// The file `chart` is stored in under `StateCharts/`, such as `EntryFieldMachine.mmd`.
  public func fileName(for chart: StateChart) -> String {
    "\(chart.machine).\(fileExtension)"
  }
}
