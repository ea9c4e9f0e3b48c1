/// A machine's chart together with the exploration it was derived from.
///
/// Steps of the exploration that share a chart state, an event name and guard outcomes become
/// one ``StateChart/Transition``; silent steps (no chart-state change, no effect) become none.
/// Steps that share a key but disagree are listed in ``conflicts``: the chart would be wrong,
/// so tests require that list to be empty.
public struct ChartDerivation<Machine: ChartableMachine>: Sendable {
  /// The exploration the chart comes from.
  public let exploration: ChartExploration<Machine>
  /// The derived chart.
  public let chart: StateChart
  /// For each step of ``exploration``, the index in the chart's transitions it takes, or `nil`
  /// for a silent step.
  public let transitionOfStep: [Int?]
  /// Each pair of steps that share a key but differ in outcome, described; empty when sound.
  public let conflicts: [String]

  /// Explores `Machine` and derives its chart.
  public init(_ machine: Machine.Type = Machine.self) {
    let exploration = ChartExploration<Machine>()
    self.exploration = exploration
    let probes = Machine.chartProbes
    let eventNames = probes.map { Machine.chartEventName(of: $0.event) }
    let regions = Machine.chartRegions

    var outcomes: [ChartStepKey: (outcome: ChartStepOutcome, step: Int)] = [:]
    var effectLists: [ChartStepKey: Set<[String]>] = [:]
    var conflicts: [String] = []
    for (stepIndex, step) in exploration.steps.enumerated() {
      let key = ChartStepKey(
        source: exploration.stateIDs[step.source], event: eventNames[step.probe],
        conditions: step.conditions)
      let outcome = ChartStepOutcome(
        target: exploration.stateIDs[step.target], isSilent: step.isSilent)
      effectLists[key, default: []].insert(step.effects)
      if let known = outcomes[key] {
        if known.outcome != outcome {
          conflicts.append(
            "\(key.source) --\(key.event) \(key.conditions)--> \(describe(known.outcome)) after "
              + "`\(probes[exploration.steps[known.step].probe].script)` but "
              + "\(describe(outcome)) after `\(probes[step.probe].script)`")
        }
      } else {
        outcomes[key] = (outcome, stepIndex)
      }
    }
    func describe(_ outcome: ChartStepOutcome) -> String {
      outcome.isSilent ? "no-op" : outcome.target
    }

    // States: every node found, ordered by region value positions.
    var nodeValues: [String: [String]] = [:]
    var heights: [String: Set<Double>] = [:]
    for (stateIndex, state) in exploration.states.enumerated() {
      let id = exploration.stateIDs[stateIndex]
      nodeValues[id] = Machine.chartNodeValues(of: state)
      heights[id, default: []].insert(Machine.chartHeight(of: state))
    }
    func rank(_ values: [String]) -> [Int] {
      values.enumerated().map { index, value in
        index < regions.count ? (regions[index].values.firstIndex(of: value) ?? Int.max) : 0
      }
    }
    let nodes = nodeValues.map { id, values in
      StateChart.Node(id: id, values: values, heights: (heights[id] ?? []).sorted())
    }.sorted { rank($0.values).lexicographicallyPrecedes(rank($1.values)) }
    let nodeOrder = Dictionary(uniqueKeysWithValues: nodes.enumerated().map { ($1.id, $0) })

    // Transitions: one per non-silent key, ordered by source, first probe, then guard.
    var firstProbe: [String: Int] = [:]
    for (probeIndex, name) in eventNames.enumerated() where firstProbe[name] == nil {
      firstProbe[name] = probeIndex
    }
    var transitionKeys: [(key: ChartStepKey, outcome: ChartStepOutcome, probe: Int)] = []
    for (key, entry) in outcomes where !entry.outcome.isSilent {
      transitionKeys.append((key, entry.outcome, exploration.steps[entry.step].probe))
    }
    transitionKeys.sort { lhs, rhs in
      let left = (nodeOrder[lhs.key.source] ?? 0, firstProbe[lhs.key.event] ?? 0)
      let right = (nodeOrder[rhs.key.source] ?? 0, firstProbe[rhs.key.event] ?? 0)
      if left != right { return left < right }
      if lhs.probe != rhs.probe { return lhs.probe < rhs.probe }
      return lhs.key.conditions.lexicographicallyPrecedes(rhs.key.conditions)
    }
    let transitions = transitionKeys.map {
      StateChart.Transition(
        source: $0.key.source, event: $0.key.event, conditions: $0.key.conditions,
        target: $0.outcome.target,
        effects: ChartEffectPattern.merge(Array(effectLists[$0.key] ?? [])))
    }
    var transitionIndex: [ChartStepKey: Int] = [:]
    for (index, transition) in transitions.enumerated() {
      transitionIndex[
        ChartStepKey(
          source: transition.source, event: transition.event, conditions: transition.conditions)
      ] = index
    }
    transitionOfStep = exploration.steps.map { step in
      transitionIndex[
        ChartStepKey(
          source: exploration.stateIDs[step.source], event: eventNames[step.probe],
          conditions: step.conditions)]
    }

    // Events: every event name, in probe order, with its probes.
    var events: [StateChart.Event] = []
    for (probeIndex, probe) in probes.enumerated() {
      let described = StateChart.Probe(
        event: StateChart.describe(probe.event), script: probe.script)
      if let position = events.firstIndex(where: { $0.name == eventNames[probeIndex] }) {
        events[position].probes.append(described)
      } else {
        events.append(StateChart.Event(name: eventNames[probeIndex], probes: [described]))
      }
    }
    if exploration.isTruncated {
      conflicts.append(
        "exploration stopped at \(Machine.chartStateLimit) states; normalise more state")
    }
    self.conflicts = conflicts
    chart = StateChart(
      machine: Machine.chartMachineName, name: Machine.chartName, summary: Machine.chartSummary,
      regions: regions, initial: exploration.stateIDs.first ?? "", states: nodes, events: events,
      transitions: transitions)
  }

  /// The events of `path`, in order, to send to a machine in the initial state.
  public func events(of path: ChartPath) -> [Machine.Event] {
    path.probes.map { Machine.chartProbes[$0].event }
  }
}

extension StateChart {
  /// Derives `machine`'s chart by exploring its transition function.
  public init<Machine: ChartableMachine>(deriving machine: Machine.Type) {
    self = ChartDerivation(machine).chart
  }
}
