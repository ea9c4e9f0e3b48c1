import FieldMachines

/// A machine's chart together with the exploration it was derived from.
///
/// Steps of the exploration that share a chart state, an event name and guard outcomes become
/// one ``StateChart/Transition``; silent steps (no chart-state change, no effect) become none.
/// Steps that share a key but disagree are listed in ``conflicts``: the chart would be wrong,
/// so tests require that list to be empty.
package struct ChartDerivation<Machine: ChartableMachine>: Sendable {
  /// The exploration the chart comes from.
  package let exploration: ChartExploration<Machine>
  /// The derived chart.
  package let chart: StateChart
  /// For each step of ``exploration``, the index in the chart's transitions it takes, or `nil`
  /// for a silent step.
  package let transitionOfStep: ChartStepTransitions
  /// Each pair of steps that share a key but differ in outcome, described; empty when sound.
  package let conflicts: [String]

  /// Explores `Machine` from `initialState` (by default a new field's) and derives its chart;
  /// `factoring` as ``ChartExploration/init(_:from:factoring:)`` says.
  package init(
    _ machine: Machine.Type = Machine.self, from initialState: Machine.State? = nil,
    factoring: Bool = true
  ) {
    let exploration = ChartExploration<Machine>(from: initialState, factoring: factoring)
    self.exploration = exploration
    let probes = Machine.chartProbes
    let regions = Machine.chartRegions.map(StateChart.Region.init)
    let steps = exploration.records

    // Event names, numbered in probe order: each probe's event and each event's first probe.
    var eventNames: [String] = []
    var eventOfProbe: [Int] = []
    var firstProbe: [Int] = []
    for (probeIndex, probe) in probes.enumerated() {
      let name = Machine.chartEventName(of: probe.event)
      if let known = eventNames.firstIndex(of: name) {
        eventOfProbe.append(known)
      } else {
        eventOfProbe.append(eventNames.count)
        eventNames.append(name)
        firstProbe.append(probeIndex)
      }
    }

    // A step's key (chart node, event, guard outcomes) numbered as one integer; the keys met
    // are numbered densely in ``ChartKeyTable`` (a dense number `d` below), so the tables
    // hold only the keys that occur.
    let conditionCount = exploration.conditionLists.count
    var stepTransitions = ChartStepTransitions(
      steps: steps, nodeOfState: exploration.nodeOfState, eventOfProbe: eventOfProbe,
      eventCount: eventNames.count, conditionCount: conditionCount)
    func node(_ key: Int) -> Int { key / (eventNames.count * conditionCount) }
    func event(_ key: Int) -> Int { key / conditionCount % eventNames.count }
    func conditions(_ key: Int) -> [String] {
      exploration.conditionLists[key % conditionCount]
    }

    var keyTable = ChartKeyTable()
    var firstStepOfKey: [Int] = []
    // The first step's outcome per key, its target's node and whether it is silent as one
    // number, so a later step is checked against it without reading the first step again.
    var firstOutcomeOfKey: [Int] = []
    var effectsOfKey: [[Int]] = []
    var conflicts: [String] = []
    func describe(_ step: ChartStepRecord) -> String {
      step.isSilent ? "no-op" : exploration.stateIDs[step.target]
    }
    func group(_ stepIndex: Int, _ step: ChartStepRecord) {
      let key = stepTransitions.key(of: step)
      let effects = step.effects
      let outcome = exploration.nodeOfState[step.target] * 2 + (step.isSilent ? 1 : 0)
      let (number, isNew) = keyTable.insert(key)
      guard !isNew else {
        firstStepOfKey.append(stepIndex)
        firstOutcomeOfKey.append(outcome)
        effectsOfKey.append([effects])
        return
      }
      if !effectsOfKey[number].contains(effects) { effectsOfKey[number].append(effects) }
      if firstOutcomeOfKey[number] != outcome {
        let known = steps[firstStepOfKey[number]]
        conflicts.append(
          "\(exploration.stateIDs[step.source]) --\(eventNames[event(key)]) \(conditions(key))--> "
            + "\(describe(known)) after `\(probes[known.probe].script)` but "
            + "\(describe(step)) after `\(probes[step.probe].script)`")
      }
    }
    // The steps that ran their probe stand for every step (``ChartExploration/runSteps``): the
    // same keys, first steps, effects and outcomes. A conflict is listed once per such step
    // there, so then every step is grouped again, to list each conflicting step.
    for stepIndex in exploration.runSteps {
      if let step = steps.record(source: stepIndex / probes.count, probe: stepIndex % probes.count)
      {
        group(stepIndex, step)
      }
    }
    if exploration.runSteps.isEmpty || !conflicts.isEmpty {
      keyTable = ChartKeyTable()
      firstStepOfKey = []
      firstOutcomeOfKey = []
      effectsOfKey = []
      conflicts = []
      steps.forEachStep(group)
    }
    let keys = keyTable.keys

    // States: every node found, ordered by region value positions.
    var heights = [Set<Double>](repeating: [], count: exploration.nodeIDs.count)
    for (stateIndex, state) in exploration.states.enumerated() {
      heights[exploration.nodeOfState[stateIndex]].insert(Machine.chartHeight(of: state))
    }
    func rank(_ node: Int) -> [Int] {
      exploration.nodeValues[node].enumerated().map { index, value in
        index < regions.count ? (regions[index].values.firstIndex(of: value) ?? Int.max) : 0
      }
    }
    let ranks = exploration.nodeIDs.indices.map(rank)
    let nodeOrder = exploration.nodeIDs.indices.sorted {
      ranks[$0].lexicographicallyPrecedes(ranks[$1])
    }
    // Each guard-outcome list's rank in lexicographic order (equal lists alike), so keys are
    // ordered by integers rather than by comparing strings.
    let conditionOrder = exploration.conditionLists.indices.sorted {
      exploration.conditionLists[$0].lexicographicallyPrecedes(exploration.conditionLists[$1])
    }
    var conditionRank = [Int](repeating: 0, count: conditionCount)
    for (position, list) in conditionOrder.enumerated() where position > 0 {
      let previous = conditionOrder[position - 1]
      conditionRank[list] =
        exploration.conditionLists[list] == exploration.conditionLists[previous]
        ? conditionRank[previous] : position
    }
    // Keys of one node in order: by the event's first probe, the key's first probe, then guard.
    let firstProbeOfKey = firstStepOfKey.map { $0 % probes.count }
    func precedes(_ lhs: Int, _ rhs: Int) -> Bool {
      let left = firstProbe[event(keys[lhs])]
      let right = firstProbe[event(keys[rhs])]
      if left != right { return left < right }
      let leftProbe = firstProbeOfKey[lhs]
      let rightProbe = firstProbeOfKey[rhs]
      if leftProbe != rightProbe { return leftProbe < rightProbe }
      return conditionRank[keys[lhs] % conditionCount] < conditionRank[keys[rhs] % conditionCount]
    }
    // Every key met in a node, silent or not, is an event with guard outcomes it can receive.
    var keysOfNode = [[Int]](repeating: [], count: exploration.nodeIDs.count)
    for (number, key) in keys.enumerated() { keysOfNode[node(key)].append(number) }
    let nodes = nodeOrder.map { node in
      StateChart.Node(
        id: exploration.nodeIDs[node], values: exploration.nodeValues[node],
        heights: heights[node].sorted(),
        receives: keysOfNode[node].sorted(by: precedes).map {
          StateChart.Reception(event: eventNames[event(keys[$0])], conditions: conditions(keys[$0]))
        })
    }
    var positionOfNode = [Int](repeating: 0, count: nodeOrder.count)
    for (position, node) in nodeOrder.enumerated() { positionOfNode[node] = position }

    // Transitions: one per non-silent key, ordered by source, first probe, then guard.
    let firstSteps = firstStepOfKey.map { steps[$0] }
    var transitionKeys = keys.indices.filter { !firstSteps[$0].isSilent }
    transitionKeys.sort { lhs, rhs in
      let left = positionOfNode[node(keys[lhs])]
      let right = positionOfNode[node(keys[rhs])]
      return left != right ? left < right : precedes(lhs, rhs)
    }
    var transitionOfKey = [Int32](repeating: -1, count: keys.count)
    let transitions = transitionKeys.enumerated().map { index, number in
      transitionOfKey[number] = Int32(truncatingIfNeeded: index)
      let key = keys[number]
      return StateChart.Transition(
        source: exploration.nodeIDs[node(key)], event: eventNames[event(key)],
        conditions: conditions(key),
        target: exploration.stateIDs[firstSteps[number].target],
        effects: ChartEffectPattern.merge(
          effectsOfKey[number].map { exploration.effectLists[$0] }))
    }
    stepTransitions.keys = keyTable
    stepTransitions.transitionOfKey = transitionOfKey
    transitionOfStep = stepTransitions

    // Events: every event name, in probe order, with its probes.
    var events = eventNames.map { StateChart.Event(name: $0, probes: []) }
    for (probeIndex, probe) in probes.enumerated() {
      events[eventOfProbe[probeIndex]].probes.append(
        StateChart.Probe(
          event: StateChart.describe(Machine.chartDescribedEvent(probe.event)),
          script: probe.script))
    }
    conflicts += exploration.componentViolations
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
  package func events(of path: ChartPath) -> [Machine.Event] {
    path.probes.map { Machine.chartProbes[$0].event }
  }
}

extension StateChart {
  /// Derives `machine`'s chart by exploring its transition function.
  package init<Machine: ChartableMachine>(deriving machine: Machine.Type) {
    self = ChartDerivation(machine).chart
  }
}
