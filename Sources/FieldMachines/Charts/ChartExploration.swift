/// Every concrete state a machine reaches from its initial state over its probe events.
///
/// A breadth-first search runs the real ``FieldMachine/handle(_:)``: from each state, in the
/// order found, it sends every probe of ``ChartableMachine/chartProbes`` to a copy of the
/// machine and records the step. States are compared after
/// ``ChartableMachine/chartNormalised(_:)``, and the search stops after
/// ``ChartableMachine/chartStateLimit`` states (``isTruncated`` then says so).
public struct ChartExploration<Machine: ChartableMachine>: Sendable {
  /// One step: a probe sent in a state.
  public struct Step: Sendable, Hashable {
    /// The index in ``ChartExploration/states`` of the state before.
    public var source: Int
    /// The index in ``ChartableMachine/chartProbes`` of the event sent.
    public var probe: Int
    /// The index in ``ChartExploration/states`` of the state after.
    public var target: Int
    /// The guard outcomes the event met.
    public var conditions: [String]
    /// The effects' case names, in order.
    public var effects: [String]
    /// Whether the step leaves the chart state unchanged and returns no effect (a no-op on
    /// the chart, though a value such as the text may have changed).
    public var isSilent: Bool
    /// Whether normalisation left the state after the step as the machine made it, so a real
    /// machine replaying steps that are all exact goes through exactly the explored states.
    /// Transition-cover paths take exact steps only.
    public var isExact: Bool = true
  }

  /// The concrete states found, normalised; index 0 is the initial state.
  public private(set) var states: [Machine.State] = []
  /// The chart state identifier of each state in ``states``.
  public private(set) var stateIDs: [String] = []
  /// Every step from every explored state, grouped by source state, in probe order.
  public private(set) var steps: [Step] = []
  /// Whether the search stopped at the state limit before exploring everything.
  public private(set) var isTruncated = false

  /// Explores `Machine` from its initial state.
  public init(_ machine: Machine.Type = Machine.self) {
    let probes = Machine.chartProbes
    var index: [Machine.State: Int] = [:]
    func intern(_ state: Machine.State) -> Int? {
      if let known = index[state] { return known }
      guard states.count < Machine.chartStateLimit else { return nil }
      index[state] = states.count
      states.append(state)
      stateIDs.append(Machine.chartStateID(of: state))
      return states.count - 1
    }
    var effectNames: [Machine.Effect: String] = [:]
    func name(of effect: Machine.Effect) -> String {
      if let known = effectNames[effect] { return known }
      let name = Machine.chartEffectName(of: effect)
      effectNames[effect] = name
      return name
    }
    _ = intern(Machine.chartNormalised(Machine(state: Machine.chartInitialState).state))
    var next = 0
    while next < states.count {
      let before = states[next]
      for (probeIndex, probe) in probes.enumerated() {
        var machine = Machine(state: before)
        let effects = machine.handle(probe.event)
        let after = Machine.chartNormalised(machine.state)
        let isExact = after == machine.state
        guard let target = intern(after) else {
          isTruncated = true
          continue
        }
        let names = effects.map(name(of:))
        steps.append(
          Step(
            source: next, probe: probeIndex, target: target,
            conditions: Machine.chartConditions(of: probe.event, in: before), effects: names,
            isSilent: names.isEmpty && stateIDs[target] == stateIDs[next], isExact: isExact))
      }
      next += 1
    }
  }
}
