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
  /// Each region's states and transitions in 100 columns; flat: a table of every transition.
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

  /// `chart` in this format, ending with a newline: the statechart with parallel regions,
  /// or the flat chart, as `view` says. JSON is always the flat model with the statechart
  /// beside it.
  public func render(_ chart: StateChart, view: ChartView = .regional) -> String {
    if self == .json { return StateChartJSON.render(chart) }
    let renderers = self.renderers
    guard !view.isFlat else { return renderers.flat(chart) }
    return renderers.regional(RegionalChart(factoring: chart).hiding(view.hiddenRegions))
  }

  /// The format's renderers of the flat chart and of the statechart with parallel regions
  /// (JSON's are the text tables', which ``render(_:view:)`` never reaches).
  private var renderers: (flat: (StateChart) -> String, regional: (RegionalChart) -> String) {
    switch self {
    case .mermaid: ({ MermaidRenderer.render($0) }, { MermaidRenderer.render($0) })
    case .dot: ({ DOTRenderer.render($0) }, { DOTRenderer.render($0) })
    case .scxml: ({ SCXMLRenderer.render($0) }, { SCXMLRenderer.render($0) })
    case .xstate: ({ XStateRenderer.render($0) }, { XStateRenderer.render($0) })
    case .text, .json: ({ TextTableRenderer.render($0) }, { RegionalTextRenderer.render($0) })
    }
  }

  /// The file `chart` is stored in under `StateCharts/`, such as `EntryFieldMachine.mmd` for
  /// the statechart and `EntryFieldMachine.flat.mmd` for the flat chart (JSON has one file).
  public func fileName(for chart: StateChart, view: ChartView = .regional) -> String {
    view.isFlat && self != .json
      ? "\(chart.machine).flat.\(fileExtension)" : "\(chart.machine).\(fileExtension)"
  }
}
