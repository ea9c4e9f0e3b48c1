import FieldMachines

/// The contents of the repository's `StateCharts/` directory: every chart in every format, as
/// a statechart with regions and flat, and a README that embeds each statechart.
///
/// The golden test and `fieldchart chart all --output DIR` both write exactly these files, so
/// they cannot disagree.
public enum StateChartsDirectory {
  /// The command that regenerates the directory and reviews the change.
  public static let recordCommand = "RECORD_STATECHARTS=1 swift test --filter StateChartsInSync"

  /// Every file for `charts`: per chart the statechart in each format, the flat chart in each
  /// format but JSON (`Machine.flat.ext`), the JSON model; then `README.md`.
  public static func files(for charts: [StateChart]) -> [GeneratedFile] {
    var files: [GeneratedFile] = []
    for chart in charts {
      let views = hasFlatFiles(chart) ? [ChartView.regional, .flat] : [.regional]
      for view in views {
        for format in ChartFormat.allCases where !(view.isFlat && format == .json) {
          files.append(
            GeneratedFile(
              path: format.fileName(for: chart, view: view),
              contents: format.render(chart, view: view)))
        }
      }
    }
    files.append(GeneratedFile(path: "README.md", contents: readme(for: charts)))
    return files
  }

  /// The most flat transitions a chart may have and still get `*.flat.*` files: past it the flat
  /// chart is megabytes no reader or renderer uses (the form's has about 2,100), so it is left to
  /// `fieldchart chart NAME --flat` and the JSON model, which always carries it.
  public static let flatFileTransitionLimit = 1_000

  /// Whether `chart` gets `*.flat.*` files (see ``flatFileTransitionLimit``).
  public static func hasFlatFiles(_ chart: StateChart) -> Bool {
    chart.transitions.count <= flatFileTransitionLimit
  }

  /// The README's sentences after a chart's summary: how to replay it (a field kind's chart) and
  /// where its flat chart is.
  static func replayAndFlat(_ chart: StateChart) -> String {
    let replay =
      chart.fieldKind == nil
      ? ""
      : " Replay it with `swift run fieldchart simulate \(chart.name)`; list the scripts that"
        + " take every transition with `swift run fieldchart paths \(chart.name)`."
    let flat =
      hasFlatFiles(chart)
      ? " The flat chart is [\(ChartFormat.mermaid.fileName(for: chart, view: .flat))]"
        + "(\(ChartFormat.mermaid.fileName(for: chart, view: .flat)))."
      : " Its flat chart (\(chart.transitions.count) transitions) is in the JSON model and"
        + " `swift run fieldchart chart \(chart.name) --flat`."
    return replay + flat
  }

  /// The README: what the files are, how to read a chart, how the exports map events and
  /// guards, and each statechart in Mermaid.
  public static func readme(for charts: [StateChart]) -> String {
    let formats = ChartFormat.allCases.filter { $0 != .json }
    var lines = [
      "# State charts",
      "",
      "Generated. Do not edit. Regenerate with `\(recordCommand)` (the run rewrites the files",
      "and fails, so the change is reviewed) or `swift run fieldchart chart all --output StateCharts`.",
      "",
      "Each chart is derived from the machine's own `handle(_:)`: `fieldchart` explores the machine",
      "from a new field over every user action, programmatic call and delegate answer, so no",
      "hand-written table can drift from the code. A machine's state is a product of small",
      "regions (focus or mode, error, access); the statechart draws each region on its own, all",
      "running in parallel, and the flat chart (`*.flat.*`) draws every combination as one state,",
      "with the field's height there. An arrow reads `event [guard outcomes] / effects`; the guard",
      "outcomes are the delegate's answer (`allowed`, `vetoed`) and conditions on the rest of the",
      "state. In the statechart, `if error=none|overflow` says the region reacts so only while",
      "another region has one of those values; when one event moves several regions, each region",
      "has its transition, and the effects sit on one of them, in the machine's order. The",
      "transitions between the same two states share one arrow, a line each. An event with no",
      "arrow from a state is a no-op there: nothing changes and nothing fires. The guard outcomes",
      "are recorded by the transition code where it decides them. In the JSON each state lists",
      "under `receives` the events (one-token names) it can receive, moving or not; no other event",
      "arrives there, so a statechart guard only keeps out states that can receive the event.",
      "",
      "| machine | "
        + formats.map { "\($0.displayName) | flat" }.joined(separator: " | ") + " | JSON |",
      "|---|" + formats.map { _ in "---|---|" }.joined() + "---|",
    ]
    for chart in charts {
      let links = formats.map { format in
        "[\(format.fileExtension)](\(format.fileName(for: chart)))"
          + (hasFlatFiles(chart)
            ? " | [flat](\(format.fileName(for: chart, view: .flat)))"
            : " | `--flat`")
      }
      lines.append(
        "| [\(chart.machine)](#\(chart.machine.lowercased())) | "
          + links.joined(separator: " | ") + " | [json](\(ChartFormat.json.fileName(for: chart))) |"
      )
    }
    lines += [
      "",
      "## Reading the exports with other tools",
      "",
      "- **SCXML.** An event is the event name and its guard outcomes joined by `_` into one",
      "  token: `beginRequested(allowed: true)` on an enabled field is `beginRequested_allowed_enabled`,",
      "  a vetoed one `beginRequested_vetoed`. W3C SCXML matches a descriptor by dot-separated token",
      "  prefix (§3.12.1), so with dots a transition on `beginRequested.allowed.enabled` would also",
      "  take `beginRequested.allowed.enabled.overLimit`; with one token each descriptor matches",
      "  exactly its own event. The statechart is a `<parallel>` with a state per region; a state",
      "  for a value has the id `region_value` (`focus_active`), and a guard on another region is",
      "  `cond=\"In('error_none') || In('error_overflow')\"` (only `In`, `&&` and `||`), so the",
      "  document declares `datamodel=\"ecmascript\"`. The flat documents need no `cond` and declare",
      "  `datamodel=\"null\"`. Effects are raised as internal events `effect.NAME`. Both run in Qt's",
      "  `QScxmlStateMachine` and python-statemachine, which the tests replay them in.",
      "- **XState v5.** The same event names; the statechart is `type: \"parallel\"`. JSON cannot",
      "  hold guard functions, so a guard on another region is written",
      "  `{\"type\": \"stateIn\", \"params\": {\"stateValue\": {\"error\": \"none\"}}}`, combined with",
      "  `{\"type\": \"and\" | \"or\", \"params\": {\"guards\": [...]}}`. Turn them into XState's guard",
      "  creators before `createMachine`:",
      "",
      "  ```js",
      "  import { createMachine, stateIn, and, or } from 'xstate';",
      "  const revive = (key, v) => v?.type === 'stateIn' ? stateIn(v.params.stateValue)",
      "    : v?.type === 'and' ? and(v.params.guards) : v?.type === 'or' ? or(v.params.guards) : v;",
      "  const machine = createMachine(JSON.parse(text, revive));",
      "  ```",
      "",
      "  Effects are actions given by type, which XState skips unless you provide them.",
      "  XState v5 itself is on npm, which the tests cannot reach; they replay the flat and",
      "  regional configurations in xstate-python (PyPI `xstate` 0.0.1, statelyai's Python port)",
      "  and in xstate-statemachine (PyPI) and compare states and actions. What that checks, and",
      "  what it cannot, is in the StateCharts article of the DocC catalog.",
      "- **Mermaid and Graphviz.** The transitions between two states are one arrow with a line",
      "  each, so mermaid.js, which draws one self-loop per state, shows every transition.",
      "  `fieldchart chart entry --region focus` or `--hide access` draws part of a statechart.",
      "  Laid out by `dot`, no DOT export has overlapping labels: the statechart, the flat chart,",
      "  every `--region` and `--hide` view and the `simulate --trace dot` picture, measured on",
      "  dot's own layout and font metrics by `.ci/chart-readability` and a test.",
    ]
    for chart in charts {
      lines += [
        "",
        "## \(chart.machine)",
        "",
        chart.summary + replayAndFlat(chart),
        "",
        "```mermaid",
      ]
      lines.append(
        MermaidRenderer.render(RegionalChart(factoring: chart)).trimmingTrailingNewline())
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
