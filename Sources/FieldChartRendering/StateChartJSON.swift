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
        .array(
          chart.regions.map { region in
            .object([
              ("name", .string(region.name)),
              ("values", .array(region.values.map(JSONValue.string))),
              ("implicitValue", region.implicitValue.map(JSONValue.string) ?? .null),
            ])
          })
      ),
      ("initial", .string(chart.initial)),
      (
        "states",
        .array(
          chart.states.map { state in
            .object([
              ("id", .string(state.id)),
              ("label", .string(state.label)),
              ("values", .array(state.values.map(JSONValue.string))),
              ("heights", .array(state.heights.map(JSONValue.number))),
              (
                "receives",
                state.receives.map { .array($0.map { .string($0.qualifiedEvent) }) } ?? .null
              ),
            ])
          })
      ),
      (
        "events",
        .array(
          chart.events.map { event in
            .object([
              ("name", .string(event.name)),
              (
                "probes",
                .array(
                  event.probes.map {
                    .object([("event", .string($0.event)), ("script", .string($0.script))])
                  })
              ),
            ])
          })
      ),
      (
        "transitions",
        .array(
          chart.transitions.map { transition in
            .object([
              ("source", .string(transition.source)),
              ("event", .string(transition.event)),
              ("guard", .array(transition.conditions.map(JSONValue.string))),
              ("target", .string(transition.target)),
              ("effects", .array(transition.effects.map(JSONValue.string))),
              ("scxmlEvent", .string(transition.qualifiedEvent)),
            ])
          })
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
        .array(
          chart.regions.map { region in
            .object([
              ("name", .string(region.name)),
              ("values", .array(region.values.map(JSONValue.string))),
              ("initial", .string(region.initial)),
              ("transitions", .array(region.transitions.map(transition))),
            ])
          })
      ),
    ])
  }

  private static func transition(_ transition: RegionalChart.Transition) -> JSONValue {
    .object([
      ("source", .string(transition.source)),
      ("event", .string(transition.event)),
      ("guard", .array(transition.conditions.map(JSONValue.string))),
      (
        "in",
        .array(
          transition.guard.clauses.map { clause in
            .array(
              clause.map { term in
                .object([
                  ("region", .string(term.region)),
                  ("values", .array(term.values.map(JSONValue.string))),
                ])
              })
          })
      ),
      ("target", transition.target.map(JSONValue.string) ?? .null),
      ("effects", .array(transition.effects.map(JSONValue.string))),
      ("scxmlEvent", .string(transition.qualifiedEvent)),
    ])
  }
}
