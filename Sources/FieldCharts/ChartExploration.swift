import FieldMachines

/// Every concrete state a machine reaches from its initial state over its probe events.
///
/// A breadth-first search runs the machine's own transition code
/// (``ChartableMachine/handle(_:recordingGuardsIn:)``, the code ``FieldMachine/handle(_:)``
/// runs): from each state, in the order found, it sends every probe of
/// ``ChartableMachine/chartProbes`` to a copy of the machine and records the step with the guard
/// outcomes the code recorded. States are compared after
/// ``ChartableMachine/chartNormalised(_:)``, and the search stops after
/// ``ChartableMachine/chartStateLimit`` states (``isTruncated`` then says so).
///
/// The search interns what repeats: each state (filed by its cheap chart digest in a
/// ``ChartStateTable``), chart node, guard-outcome list (as a `GuardOutcomeCode`) and
/// effect-name list is stored once and numbered, so ``ChartDerivation`` groups steps by integers rather than by
/// strings, and a label is worked out once per distinct value rather than once per step.
package struct ChartExploration<Machine: ChartableMachine>: Sendable {
  /// One step: a probe sent in a state.
  package struct Step: Sendable, Hashable {
    /// The index in ``ChartExploration/states`` of the state before.
    package var source: Int
    /// The index in ``ChartableMachine/chartProbes`` of the event sent.
    package var probe: Int
    /// The index in ``ChartExploration/states`` of the state after.
    package var target: Int
    /// The guard outcomes the transition code recorded, in order.
    package var conditions: [String]
    /// The effects' case names, in order.
    package var effects: [String]
    /// Whether the step leaves the chart state unchanged and returns no effect (a no-op on
    /// the chart, though a value such as the text may have changed).
    package var isSilent: Bool
    /// Whether normalisation left the state after the step as the machine made it, so a real
    /// machine replaying steps that are all exact goes through exactly the explored states.
    /// Transition-cover paths take exact steps only.
    package var isExact: Bool = true
  }

  /// The concrete states found, normalised; index 0 is the initial state.
  package private(set) var states: [Machine.State] = []
  /// The chart state identifier of each state in ``states``.
  package private(set) var stateIDs: [String] = []
  /// Every step from every explored state, grouped by source state, in probe order.
  ///
  /// Built from the compact records on each read: read it once and keep the array.
  package var steps: [Step] { records.indices.map(step) }
  /// Whether the search stopped at the state limit before exploring everything.
  package private(set) var isTruncated = false

  /// The chart node of each state in ``states``: an index in ``nodeIDs``.
  private(set) var nodeOfState: [Int] = []
  /// The identifier of each chart node, in the order found.
  private(set) var nodeIDs: [String] = []
  /// The region values of each chart node.
  private(set) var nodeValues: [[String]] = []
  /// Each distinct list of guard outcomes, in the order found.
  private(set) var conditionLists: [[String]] = []
  /// Each distinct list of effect names, in the order found; index 0 is the empty list.
  private(set) var effectLists: [[String]] = [[]]
  /// Every step, compactly, in the order of ``steps``: read from the exploration's tables.
  private(set) var records = ChartStepTable.none
  /// The index in ``steps`` of each step that ran its probe (the first step of each core,
  /// probe and touched components' values), in order. Every other step reads the result of
  /// one of these, from a state with the same core and so the same node: it has the same
  /// chart node, event, guard outcomes, effects and target node as the step it reads, so a
  /// derivation groups these steps rather than every step. Empty when the search stopped at
  /// the state limit.
  private(set) var runSteps: [Int] = []
  /// Each step that changed a ``ChartComponent`` its event is not listed to touch, described;
  /// empty when the machine's components keep their contract.
  package private(set) var componentViolations: [String] = []

  /// Explores `Machine` from `initialState`, by default ``ChartableMachine/chartInitialState``
  /// (a new field with its default configuration).
  ///
  /// With `factoring` (the default) the machine's ``ChartableMachine/chartComponents`` are
  /// factored out: a probe runs once per core state (every component at its initial value)
  /// and combination of the components its event touches, and the step of every concrete
  /// state is read from those runs by integer look-ups. The states and steps found are the
  /// ones exploring every concrete state finds (`factoring: false`), in the same order, as
  /// long as each component keeps its contract; a step that changes a component its event
  /// does not touch is listed in ``componentViolations``.
  package init(
    _ machine: Machine.Type = Machine.self, from initialState: Machine.State? = nil,
    factoring: Bool = true
  ) {
    let events = Machine.chartProbes.map(\.event)
    let initial = Machine.chartNormalised(
      Machine(state: initialState ?? Machine.chartInitialState).state)
    let space = ChartComponentSpace(
      factoring ? Machine.chartComponents : [], initial: initial,
      eventNames: factoring ? events.map(Machine.chartEventName) : events.map { _ in "" })
    let lookups = space.lookups
    let combinations = lookups.combinationCount
    let resultsPerCore = lookups.resultsPerCore

    // Core states: every component at its initial value.
    var table = ChartStateTable<Machine>()
    var cores: [Machine.State] = []
    var nodeOfCore: [Int] = []
    var nodeOfValues: [[String]: Int] = [:]
    var nodeOfID: [String: Int] = [:]
    // Each core's results, `resultsPerCore` a core; `target` -1 until the probe has run.
    var results: [ChartProbeResult] = []
    // Each core's concrete states by combination: the state's index, -1 until found.
    var stateOfCombination: [Int32] = []
    // Room for as many states as the limit allows (up to a bound), reserved up front: memory
    // reserved is not touched until used, while growing by doubling copies every element and
    // faults in fresh pages each time.
    let room = min(Machine.chartStateLimit, 1 << 16)
    results.reserveCapacity(min(room * resultsPerCore, 1 << 22))
    stateOfCombination.reserveCapacity(min(room * combinations, 1 << 22))
    states.reserveCapacity(room)
    func internCore(_ core: Machine.State) -> Int {
      let digest = ChartStateTable<Machine>.digest(of: core)
      if let known = table.index(of: core, digest: digest, in: cores) { return known }
      table.append(digest: digest)
      cores.append(core)
      let values = Machine.chartNodeValues(of: core)
      let node: Int
      if let known = nodeOfValues[values] {
        node = known
      } else {
        let id = ChartRegion.stateID(values: values, regions: Machine.chartRegions)
        if let known = nodeOfID[id] {
          node = known
          nodeValues[known] = values
        } else {
          node = nodeIDs.count
          nodeOfID[id] = node
          nodeIDs.append(id)
          nodeValues.append(values)
        }
        nodeOfValues[values] = node
      }
      nodeOfCore.append(node)
      results.append(
        contentsOf: repeatElement(ChartProbeResult.unknown, count: resultsPerCore))
      stateOfCombination.append(contentsOf: repeatElement(-1, count: combinations))
      return cores.count - 1
    }
    // The concrete states found, as core and combination.
    var coreOfState: [Int32] = []
    var combinationOfState: [Int32] = []
    func internState(core: Int, combination: Int) -> Int? {
      let known = Int(stateOfCombination[core * combinations + combination])
      if known >= 0 { return known }
      guard states.count < Machine.chartStateLimit else { return nil }
      stateOfCombination[core * combinations + combination] = Int32(states.count)
      coreOfState.append(Int32(truncatingIfNeeded: core))
      combinationOfState.append(Int32(truncatingIfNeeded: combination))
      states.append(space.state(core: cores[core], combination: combination))
      nodeOfState.append(nodeOfCore[core])
      stateIDs.append(nodeIDs[nodeOfCore[core]])
      return states.count - 1
    }

    var interning = ChartOutcomeInterning<Machine>(probes: events.count)
    // The state a probe runs in, and a machine in it, are made once per concrete state and
    // set of touched components (a mask) and kept in plain arrays (an array of optionals
    // copied and destroyed each probe's machine by generic outlined code).
    var masks: [[Int]] = []
    let maskOfProbe = events.indices.map { probe in
      let mask = space.touchedComponents(of: probe)
      if let known = masks.firstIndex(of: mask) { return known }
      masks.append(mask)
      return masks.count - 1
    }
    var befores = [Machine.State](repeating: initial, count: masks.count)
    var machines = [Machine](repeating: Machine(state: initial), count: masks.count)
    var madeFor = [Int](repeating: -1, count: masks.count)

    /// Runs `probe` in the state of `core` and `combination` (the components the probe does
    /// not touch at their initial values), concrete state `state`, and returns its result.
    func run(probe: Int, core: Int, combination: Int, state: Int) -> ChartProbeResult {
      let mask = maskOfProbe[probe]
      if madeFor[mask] != state {
        befores[mask] = space.state(core: cores[core], combination: combination, probe: probe)
        machines[mask] = Machine(state: befores[mask])
        madeFor[mask] = state
      }
      var machine = machines[mask]
      var guards = GuardOutcomeCode()
      let effects = machine.handle(events[probe], recordingOutcomesIn: &guards)
      let conditions = interning.conditionsID(guards, probe: probe)
      let effectList = interning.effectsID(effects, probe: probe)
      let touched = lookups.touchedNumber(of: combination, probe: probe)
      // Most probes are no-ops: comparing with the state before is cheaper than normalising
      // and hashing (`before` is normalised, and normalising a normalised state keeps it).
      // The state before is read in place, not copied.
      guard !Machine.chartStatesEqual(machine.state, befores[mask]) else {
        return ChartProbeResult(
          core: core, touchedNumber: touched, conditions: conditions, effects: effectList,
          isExact: true)
      }
      let made = machine.state
      let after = Machine.chartNormalised(made)
      let isExact = Machine.chartStatesEqual(after, made)
      // An exact state after differs from the state before, as the one the machine made does.
      guard isExact || !Machine.chartStatesEqual(after, befores[mask]) else {
        return ChartProbeResult(
          core: core, touchedNumber: touched, conditions: conditions, effects: effectList,
          isExact: isExact)
      }
      var afterCore = after
      // The touched components' values after, numbered as the probe's own (mixed radix, in
      // component order), without building a list of them.
      var number = 0
      var weight = 1
      for (index, component) in space.components.enumerated() {
        let value = component.value(of: after)
        let canonical = space.canonical[index]
        if space.touches(probe, index) {
          number += value * weight
          weight *= component.count
        } else if value != canonical {
          componentViolations.append(
            "`\(Machine.chartProbes[probe].script)` changes \(component.name), which its "
              + "event \(Machine.chartEventName(of: events[probe])) is not listed to touch")
        }
        if value != canonical { component.set(canonical, in: &afterCore) }
      }
      let target = internCore(afterCore)
      return ChartProbeResult(
        core: target, touchedNumber: number, conditions: conditions, effects: effectList,
        isExact: isExact)
    }

    // The initial state is its own core: it gives each component its initial value.
    _ = internState(core: internCore(initial), combination: space.combination(of: space.canonical))
    // The table the steps are read from once the exploration is done, made from the tables
    // as they stand.
    func stepTable(listing listed: [ChartStepRecord]?) -> ChartStepTable {
      ChartStepTable(
        probeCount: events.count, coreOfState: coreOfState,
        combinationOfState: combinationOfState, nodeOfState: nodeOfState, results: results,
        stateOfCombination: stateOfCombination, lookups: lookups, listed: listed)
    }
    // The steps one by one, from the first step whose target is over the state limit on.
    var listed: [ChartStepRecord]?
    var next = 0
    while next < states.count {
      let core = Int(coreOfState[next])
      let combination = Int(combinationOfState[next])
      let sourceNode = nodeOfState[next]
      let base = core * resultsPerCore
      for probe in events.indices {
        let slot =
          base + lookups.offsets[probe] + lookups.touchedNumber(of: combination, probe: probe)
        var result = results[slot]
        if !result.isKnown {
          result = run(probe: probe, core: core, combination: combination, state: next)
          results[slot] = result
          runSteps.append(next * events.count + probe)
        }
        let targetCombination = lookups.combination(
          combination, probe: probe, touchedNumber: result.touchedNumber)
        guard
          let target = internState(core: result.core, combination: targetCombination)
        else {
          if listed == nil {
            // Every earlier step has its target: list them as the table reads them.
            let earlier = stepTable(listing: nil)
            listed = (0..<(next * events.count + probe)).compactMap {
              earlier.record(source: $0 / events.count, probe: $0 % events.count)
            }
          }
          isTruncated = true
          continue
        }
        if listed != nil {
          let effects = result.effects
          listed?.append(
            ChartStepRecord(
              source: next, probe: probe, target: target, conditions: result.conditions,
              effects: effects, isSilent: effects == 0 && nodeOfState[target] == sourceNode,
              isExact: result.isExact))
        }
      }
      next += 1
    }
    records = stepTable(listing: listed)
    if listed != nil { runSteps = [] }
    conditionLists = interning.conditionLists
    effectLists = interning.effectLists
  }

  /// Step `index` of ``steps``, built from its record.
  func step(_ index: Int) -> Step {
    let record = records[index]
    return Step(
      source: record.source, probe: record.probe, target: record.target,
      conditions: conditionLists[record.conditions], effects: effectLists[record.effects],
      isSilent: record.isSilent, isExact: record.isExact)
  }
}
