import FieldMachines

/// A machine's chart with its transitions and receptions indexed by source, event and guard
/// outcomes, and the names of the events and effects it has met remembered, so checking a step
/// against the chart costs a few hash lookups rather than a scan of the chart and a description
/// of each value.
///
/// It answers as `ChartableMachine.chartDisagreement(in:before:event:after:effects:)` does.
/// A reference type so that the checkers of many sequences share what it remembers; use it
/// from one task at a time.
package final class ChartPredictor<Machine: ChartableMachine> {
  private struct Key: Hashable {
    var source: String
    var event: String
    var conditions: [String]
  }

  /// The chart.
  package let chart: StateChart
  private let transitions: [Key: StateChart.Transition]
  /// The keys each state can receive; `nil` when the chart records none for some state.
  private let receptions: Set<Key>?
  /// The events the chart lists; others have no reception to check.
  private let chartEvents: Set<String>
  private var eventNames: [Machine.Event: String] = [:]
  private var effectNames: [Machine.Effect: String] = [:]

  /// Indexes `chart`.
  package init(_ chart: StateChart) {
    self.chart = chart
    var transitions: [Key: StateChart.Transition] = [:]
    for transition in chart.transitions {
      let key = Key(
        source: transition.source, event: transition.event, conditions: transition.conditions)
      if transitions[key] == nil { transitions[key] = transition }
    }
    self.transitions = transitions
    var receptions: Set<Key>? = []
    for state in chart.states {
      guard let receives = state.receives else {
        receptions = nil
        break
      }
      for reception in receives {
        receptions?.insert(
          Key(source: state.id, event: reception.event, conditions: reception.conditions))
      }
    }
    self.receptions = receptions
    chartEvents = Set(chart.events.map(\.name))
  }

  /// Why the step disagrees with the chart, or `nil` when the chart predicts it.
  package func disagreement(
    before: Machine.State, event: Machine.Event, after: Machine.State,
    effects: Effects<Machine.Effect>
  ) -> String? {
    Machine.chartDisagreement(
      before: before, event: event, eventName: name(of: event), after: after,
      effectNames: effects.map(name(of:))
    ) { source, event, conditions in
      transitions[Key(source: source, event: event, conditions: conditions)]
    } receives: { [receptions, chartEvents] source, event, conditions in
      guard chartEvents.contains(event), let receptions else { return true }
      return receptions.contains(Key(source: source, event: event, conditions: conditions))
    }
  }

  private func name(of event: Machine.Event) -> String {
    if let known = eventNames[event] { return known }
    let name = Machine.chartEventName(of: event)
    if eventNames.count < 4_096 { eventNames[event] = name }
    return name
  }

  private func name(of effect: Machine.Effect) -> String {
    if let known = effectNames[effect] { return known }
    let name = Machine.chartEffectName(of: effect)
    if effectNames.count < 4_096 { effectNames[effect] = name }
    return name
  }
}
