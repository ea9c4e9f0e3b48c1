import FieldMachines

/// What the chart module derives from a machine's own description of its chart.
extension ChartableMachine {
  /// The chart derived from this machine's transition function, once per process (a chart is
  /// a fixed function of the machine's type); `StateChart/init(deriving:)` derives afresh.
  package static var chart: StateChart { chartDerivation.chart }

  /// The derivation of ``chart`` (its exploration, steps and transition-cover paths), made once
  /// per process and shared; `ChartDerivation(_:from:)` derives afresh.
  package static var chartDerivation: ChartDerivation<Self> {
    ChartCache.shared.derivation(of: Self.self)
  }

  /// Why the step `before` —`event`→ `after` returning `effects` disagrees with `chart`, or
  /// `nil` when the chart predicts it: the state must be able to receive the event with its
  /// guard outcomes (``StateChart/Node/receives``), the chart's transition for them must have
  /// the same target and effects, and without one the step must be a no-op on the chart (same
  /// state, no effect). `conditions` are the guard outcomes the step recorded (pass what
  /// ``handle(_:recordingGuardsIn:)`` kept while it stepped); without them the step is run
  /// again on a copy to find them (``chartConditions(of:in:)``).
  package static func chartDisagreement(
    in chart: StateChart, before: State, event: Event, after: State, effects: Effects<Effect>,
    conditions: [String]? = nil
  ) -> String? {
    chartDisagreement(
      before: before, event: event, eventName: chartEventName(of: event), after: after,
      effectNames: effects.map(chartEffectName(of:)),
      conditions: conditions ?? chartConditions(of: event, in: before),
      transition: chart.transition, receives: chart.receives)
  }

  /// ``chartDisagreement(in:before:event:after:effects:conditions:)`` with the event's and
  /// effects' names and the step's guard outcomes given and the chart's transitions and
  /// receptions looked up by `transition` and `receives`, so a caller checking many steps can
  /// remember names and index the chart.
  package static func chartDisagreement(
    before: State, event: Event, eventName name: String, after: State, effectNames: [String],
    conditions: [String],
    transition: (_ source: String, _ event: String, _ conditions: [String]) ->
      StateChart.Transition?,
    receives: (_ source: String, _ event: String, _ conditions: [String]) -> Bool = { _, _, _ in
      true
    }
  ) -> String? {
    let source = chartStateID(of: before)
    let target = chartStateID(of: after)
    let step =
      "\(source) --\(name)\(conditions.isEmpty ? "" : " [\(conditions.joined(separator: ", "))]")"
    guard receives(source, name, conditions) else {
      return "\(step)--> \(target) / \(effectNames) but the chart says \(source) never receives it"
    }
    if let transition = transition(source, name, conditions) {
      if transition.target != target || !transition.matches(effects: effectNames) {
        return "\(step)--> \(target) / \(effectNames) but the chart says \(transition.target)"
          + " / \(transition.effects)"
      }
      return nil
    }
    if target != source || !effectNames.isEmpty {
      return "\(step)--> \(target) / \(effectNames) but the chart has no such transition"
    }
    return nil
  }
}
