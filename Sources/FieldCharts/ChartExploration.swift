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
  /// Every step, compactly, in the order of ``steps``.
  private(set) var records: [ChartStepRecord] = []

  /// Explores `Machine` from `initialState`, by default ``ChartableMachine/chartInitialState``
  /// (a new field with its default configuration).
  package init(_ machine: Machine.Type = Machine.self, from initialState: Machine.State? = nil) {
    let events = Machine.chartProbes.map(\.event)
    var table = ChartStateTable<Machine>()
    var nodeOfValues: [[String]: Int] = [:]
    var nodeOfID: [String: Int] = [:]
    func intern(_ state: Machine.State) -> Int? {
      let digest = ChartStateTable<Machine>.digest(of: state)
      if let known = table.index(of: state, digest: digest, in: states) { return known }
      guard states.count < Machine.chartStateLimit else { return nil }
      table.append(digest: digest)
      states.append(state)
      let values = Machine.chartNodeValues(of: state)
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
      nodeOfState.append(node)
      stateIDs.append(nodeIDs[node])
      return states.count - 1
    }

    // Guard outcomes and effects repeat across states: each probe keeps the few it has met,
    // compared as compact codes (guards) or element by element (effects), before a list is
    // numbered machine-wide.
    var conditionsOfProbe = [[(code: GuardOutcomeCode, id: Int)]](
      repeating: [], count: events.count)
    var conditionIDs: [GuardOutcomeCode: Int] = [:]
    func conditionsID(_ code: GuardOutcomeCode, probe: Int) -> Int {
      if let known = conditionsOfProbe[probe].first(where: { $0.code == code }) {
        return known.id
      }
      let id =
        conditionIDs[code]
        ?? {
          conditionLists.append(code.conditions)
          conditionIDs[code] = conditionLists.count - 1
          return conditionLists.count - 1
        }()
      conditionsOfProbe[probe].append((code, id))
      return id
    }
    // Two parallel lists per probe rather than one of pairs: a pair holding the generic
    // `Effects` would look its tuple metadata up on every scan.
    var effectsOfProbe = [[Effects<Machine.Effect>]](repeating: [], count: events.count)
    var effectIDsOfProbe = [[Int]](repeating: [], count: events.count)
    var effectIDs: [[String]: Int] = [[]: 0]
    var effectNames: [Machine.Effect: String] = [:]
    func effectsID(_ effects: Effects<Machine.Effect>, probe: Int) -> Int {
      guard !effects.isEmpty else { return 0 }
      let count = effects.count
      // Element by element, in place: the compiler specialises this for `Machine.Effect`,
      // where `Effects`' own `==` runs unspecialised from this module.
      for known in effectsOfProbe[probe].indices where effectsOfProbe[probe][known].count == count {
        var isEqual = true
        for position in 0..<count
        where effectsOfProbe[probe][known][position] != effects[position] {
          isEqual = false
          break
        }
        if isEqual { return effectIDsOfProbe[probe][known] }
      }
      let names = effects.map { effect in
        if let known = effectNames[effect] { return known }
        let name = Machine.chartEffectName(of: effect)
        effectNames[effect] = name
        return name
      }
      let id =
        effectIDs[names]
        ?? {
          effectLists.append(names)
          effectIDs[names] = effectLists.count - 1
          return effectLists.count - 1
        }()
      effectsOfProbe[probe].append(effects)
      effectIDsOfProbe[probe].append(id)
      return id
    }

    _ = intern(
      Machine.chartNormalised(Machine(state: initialState ?? Machine.chartInitialState).state))
    var next = 0
    while next < states.count {
      let before = states[next]
      let sourceNode = nodeOfState[next]
      // The machine in the state is made once and copied per probe: `init(state:)` normalises,
      // and gives the same machine every time.
      let source = Machine(state: before)
      for (probe, event) in events.enumerated() {
        var machine = source
        var guards = GuardOutcomeCode()
        let effects = machine.handle(event, recordingOutcomesIn: &guards)
        // Most probes are no-ops: comparing with the state before is cheaper than normalising
        // and hashing (`before` is normalised, and normalising a normalised state keeps it).
        let isUnchanged = machine.state == before
        let after = isUnchanged ? before : Machine.chartNormalised(machine.state)
        guard let target = isUnchanged || after == before ? next : intern(after) else {
          isTruncated = true
          continue
        }
        let conditions = conditionsID(guards, probe: probe)
        let effectList = effectsID(effects, probe: probe)
        records.append(
          ChartStepRecord(
            source: next, probe: probe, target: target, conditions: conditions,
            effects: effectList, isSilent: effectList == 0 && nodeOfState[target] == sourceNode,
            isExact: isUnchanged || after == machine.state))
      }
      next += 1
    }
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
