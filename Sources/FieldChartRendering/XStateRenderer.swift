import FieldMachines

/// Renders a ``StateChart`` as an XState v5 machine configuration in JSON.
///
/// Events are named as in the SCXML export (`beginRequested_allowed_enabled`, see
/// ``SCXMLRenderer``), so the configuration needs no guard implementations; effects are actions
/// given by type (`{ "type": "didBeginEditing" }`), which XState skips when no implementation
/// is provided. Self-transitions have no target, so the state is not re-entered.
public enum XStateRenderer {
  /// The configuration as pretty-printed JSON, ending with a newline.
  public static func render(_ chart: StateChart) -> String {
    configuration(of: chart).rendered() + "\n"
  }

  /// The configuration as a JSON value.
  public static func configuration(of chart: StateChart) -> JSONValue {
    var states: [(String, JSONValue)] = []
    for state in chart.states {
      var handlers: [(String, JSONValue)] = []
      for transition in chart.transitions where transition.source == state.id {
        var members: [(String, JSONValue)] = []
        if !transition.isSelfTransition { members.append(("target", .string(transition.target))) }
        if !transition.effects.isEmpty {
          members.append(
            ("actions", .array(transition.effects.map { .object([("type", .string($0))]) })))
        }
        handlers.append((transition.qualifiedEvent, .object(members)))
      }
      var body: [(String, JSONValue)] = [
        ("description", .string("\(state.label): \(state.heightLabel) pt"))
      ]
      if !handlers.isEmpty { body.append(("on", .object(handlers))) }
      states.append((state.id, .object(body)))
    }
    return .object([
      ("id", .string(chart.machine)),
      ("description", .string(chart.summary)),
      ("initial", .string(chart.initial)),
      ("states", .object(states)),
    ])
  }
}
