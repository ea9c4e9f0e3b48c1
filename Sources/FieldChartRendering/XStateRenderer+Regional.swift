import FieldMachines

extension XStateRenderer {
  /// The statechart as an XState v5 configuration: `type: "parallel"` with one compound state
  /// per region.
  ///
  /// Events are named as in the SCXML export. A guard on other regions is JSON, since JSON
  /// cannot hold XState's guard functions: `{"type": "stateIn", "params": {"stateValue":
  /// {"error": "none"}}}`, combined with `{"type": "and" | "or", "params": {"guards": [...]}}`.
  /// Before `createMachine`, turn each into `stateIn(params.stateValue)`, `and(params.guards)`
  /// or `or(params.guards)` (XState's own guard creators), as the StateCharts README shows.
  public static func configuration(of chart: RegionalChart) -> JSONValue {
    var regions: [(String, JSONValue)] = []
    for region in chart.regions {
      var states: [(String, JSONValue)] = []
      for value in region.values {
        var handlers: [(String, [JSONValue])] = []
        for transition in region.transitions where transition.source == value {
          var members: [(String, JSONValue)] = []
          if let target = transition.target { members.append(("target", .string(target))) }
          if let guardValue = guardJSON(transition.guard) {
            members.append(("guard", guardValue))
          }
          if !transition.effects.isEmpty {
            members.append(
              ("actions", .array(transition.effects.map { .object([("type", .string($0))]) })))
          }
          let event = transition.qualifiedEvent
          if let index = handlers.firstIndex(where: { $0.0 == event }) {
            handlers[index].1.append(.object(members))
          } else {
            handlers.append((event, [.object(members)]))
          }
        }
        var body: [(String, JSONValue)] = []
        if !handlers.isEmpty {
          body.append(
            ("on", .object(handlers.map { ($0.0, $0.1.count == 1 ? $0.1[0] : .array($0.1)) })))
        }
        states.append((value, .object(body)))
      }
      regions.append(
        (
          region.name,
          .object([("initial", .string(region.initial)), ("states", .object(states))])
        ))
    }
    return .object([
      ("id", .string(chart.chart.machine)),
      ("description", .string(chart.chart.summary)),
      ("type", .string("parallel")),
      ("states", .object(regions)),
    ])
  }

  /// The configuration as pretty-printed JSON, ending with a newline.
  public static func render(_ chart: RegionalChart) -> String {
    configuration(of: chart).rendered() + "\n"
  }

  /// `guard` as JSON guard objects; `nil` when it always holds.
  static func guardJSON(_ guard: RegionalChart.Guard) -> JSONValue? {
    guard !`guard`.isAlways else { return nil }
    func combined(_ type: String, _ guards: [JSONValue]) -> JSONValue {
      guards.count == 1
        ? guards[0]
        : .object([("type", .string(type)), ("params", .object([("guards", .array(guards))]))])
    }
    let clauses = `guard`.clauses.map { clause in
      combined(
        "and",
        clause.map { term in
          combined(
            "or",
            term.values.map { value in
              .object([
                ("type", .string("stateIn")),
                ("params", .object([("stateValue", .object([(term.region, .string(value))]))])),
              ])
            })
        })
    }
    return combined("or", clauses)
  }
}
