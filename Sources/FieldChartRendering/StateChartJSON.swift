import FieldMachines

/// Renders a ``StateChart`` model as JSON, with ``StateChart/formatVersion``: the flat states
/// and transitions, and beside them, under `statechart`, the ``RegionalChart`` factored from
/// them. Each state lists under `receives` the one-token events (`scxmlEvent` names) it can
/// receive, moving or not; no other event arrives in that state.
public enum StateChartJSON {
  /// The model as pretty-printed JSON, ending with a newline.
  public static func render(_ chart: StateChart) -> String {
    value(of: chart).rendered() + "\n"
  }

  /// The model as a JSON value.
  public static func value(of chart: StateChart) -> JSONValue {
    .object([
      ("formatVersion", .number(Double(StateChart.formatVersion))),
      ("machine", .string(chart.machine)),
      ("name", .string(chart.name)),
      ("summary", .string(chart.summary)),
      (
        "regions",
        .objects(chart.regions) { region in
          [
            ("name", .string(region.name)),
            ("values", .strings(region.values)),
            ("implicitValue", region.implicitValue.map(JSONValue.string) ?? .null),
          ]
        }
      ),
      ("initial", .string(chart.initial)),
      (
        "states",
        .objects(chart.states) { state in
          [
            ("id", .string(state.id)),
            ("label", .string(state.label)),
            ("values", .strings(state.values)),
            ("heights", .array(state.heights.map(JSONValue.number))),
            ("receives", state.receives.map { .strings($0.map(\.qualifiedEvent)) } ?? .null),
          ]
        }
      ),
      (
        "events",
        .objects(chart.events) { event in
          [
            ("name", .string(event.name)),
            (
              "probes",
              .objects(event.probes) {
                [("event", .string($0.event)), ("script", .string($0.script))]
              }
            ),
          ]
        }
      ),
      (
        "transitions",
        .objects(chart.transitions) { transition in
          [
            ("source", .string(transition.source)),
            ("event", .string(transition.event)),
            ("guard", .strings(transition.conditions)),
            ("target", .string(transition.target)),
            ("effects", .strings(transition.effects)),
            ("scxmlEvent", .string(transition.qualifiedEvent)),
          ]
        }
      ),
      ("statechart", statechart(RegionalChart(factoring: chart))),
    ])
  }

  /// The statechart with parallel regions: per region its values, initial value and
  /// transitions, each guard as clauses of `{region, values}` terms (empty: always).
  static func statechart(_ chart: RegionalChart) -> JSONValue {
    .object([
      ("type", .string("parallel")),
      (
        "regions",
        .objects(chart.regions) { region in
          [
            ("name", .string(region.name)),
            ("values", .strings(region.values)),
            ("initial", .string(region.initial)),
            ("transitions", .array(region.transitions.map(transition))),
          ]
        }
      ),
    ])
  }

  private static func transition(_ transition: RegionalChart.Transition) -> JSONValue {
    .object([
      ("source", .string(transition.source)),
      ("event", .string(transition.event)),
      ("guard", .strings(transition.conditions)),
      (
        "in",
        .array(
          transition.guard.clauses.map { clause in
            .objects(clause) { term in
              [("region", .string(term.region)), ("values", .strings(term.values))]
            }
          })
      ),
      ("target", transition.target.map(JSONValue.string) ?? .null),
      ("effects", .strings(transition.effects)),
      ("scxmlEvent", .string(transition.qualifiedEvent)),
    ])
  }
}
