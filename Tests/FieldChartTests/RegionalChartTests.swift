import FieldChartRendering
import FieldMachines
import Testing

/// The statechart with regions must run exactly like the flat chart and the machine: every
/// state × event it can receive gives the same state and the same effects, and standard
/// interpreters' event matching picks exactly the transition meant.
@Suite struct RegionalChartTests {
  @Test(arguments: TestSupport.machineNames)
  func regionalEqualsFlatForEveryStateAndEvent(_ name: String) throws {
    let chart = try #require(ChartCatalog.machine(named: name)).chart
    let regional = RegionalChart(factoring: chart)
    var keys: [[String]] = []
    for transition in chart.transitions
    where !keys.contains([transition.event] + transition.conditions) {
      keys.append([transition.event] + transition.conditions)
    }
    var cells = 0
    var received = 0
    for state in chart.states {
      for key in keys {
        cells += 1
        let event = key[0]
        let conditions = Array(key.dropFirst())
        let flat = chart.transition(from: state.id, event: event, conditions: conditions)
        let step = regional.step(from: state.values, event: event, conditions: conditions)
        let cell = "\(state.id) + \(StateChart.qualifiedEvent(event, conditions: conditions))"
        // An event the state cannot receive never arrives there: the flat chart has no
        // transition for it, and what the statechart would do is of no consequence.
        guard chart.receives(state.id, event: event, conditions: conditions) else {
          #expect(flat == nil, "\(cell): a transition on an event the state cannot receive")
          continue
        }
        received += 1
        guard let flat else {
          #expect(step == nil, "\(cell): flat no-op, regional \(String(describing: step))")
          continue
        }
        let target = try #require(chart.state(withID: flat.target))
        #expect(step?.values == target.values, "\(cell): target")
        #expect(step?.effects == flat.effects, "\(cell): effects")
      }
    }
    #expect(cells == chart.states.count * keys.count)
    #expect(received >= chart.transitions.count)
  }

  /// The class of bug where the statechart guarded a region's transition only to keep out
  /// states that can never receive its event: every regional transition is taken in some
  /// state that can receive its event and guard outcomes, and every guard keeps out some state
  /// that can receive them (else the guard says nothing).
  @Test(arguments: TestSupport.machineNames)
  func noRegionalTransitionOrGuardIsForAnEventTheStateCannotReceive(_ name: String) throws {
    let chart = try #require(ChartCatalog.machine(named: name)).chart
    #expect(chart.states.allSatisfy { $0.receives?.isEmpty == false })
    #expect(unreceivedTransitionsAndGuards(RegionalChart(factoring: chart), chart) == [])
  }

  /// The check above fails on a statechart factored without the receptions, as before they
  /// were recorded: its guards keep out states that never receive the event.
  @Test func aGuardForAnEventTheStateCannotReceiveIsCaught() {
    let chart = EntryFieldMachine.chart
    var blind = chart
    for index in blind.states.indices { blind.states[index].receives = nil }
    let found = unreceivedTransitionsAndGuards(RegionalChart(factoring: blind), chart)
    #expect(found.contains { $0.hasPrefix("focus=inactive --beginRequested [allowed, enabled]") })
  }

  private func unreceivedTransitionsAndGuards(
    _ regional: RegionalChart, _ chart: StateChart
  ) -> [String] {
    var found: [String] = []
    for region in regional.regions {
      for transition in region.transitions {
        let receivers = chart.states.filter {
          $0.values[region.index] == transition.source
            && chart.receives($0.id, event: transition.event, conditions: transition.conditions)
        }
        let label =
          "\(region.name)=\(transition.source) --\(transition.event)"
          + " [\(transition.conditions.joined(separator: ", "))]"
        if !receivers.contains(where: { transition.guard.holds(in: $0.values) }) {
          found.append("\(label): no state that receives it takes it")
        }
        if !transition.guard.isAlways,
          receivers.allSatisfy({ transition.guard.holds(in: $0.values) })
        {
          found.append("\(label): the guard \(transition.guard.label) keeps out no receiver")
        }
      }
    }
    return found
  }

  @Test(arguments: TestSupport.machineNames)
  func regionalPredictsEveryExploredStep(_ name: String) throws {
    let machine = try #require(ChartCatalog.machine(named: name))
    try predictsEveryStep(machine)
  }

  /// The parts of an explored step the check reads.
  private struct Checked: Hashable {
    var source: Int
    var target: Int
    var probe: Int
    var conditions: [String]
    var effects: [String]
  }

  /// Each explored step is checked once per distinct (node before, node after, probe, guard
  /// outcomes, effects): the check reads nothing else, and thousands of concrete states share
  /// each node.
  private func predictsEveryStep<Machine: ChartableMachine>(_ machine: Machine.Type) throws {
    let derivation = Machine.chartDerivation
    let regional = RegionalChart(factoring: derivation.chart)
    let exploration = derivation.exploration
    let events = Machine.chartProbes.map { Machine.chartEventName(of: $0.event) }
    var nodes: [[String]] = []
    var nodeOfValues: [[String]: Int] = [:]
    let nodeOfState = exploration.states.map { state in
      let values = Machine.chartNodeValues(of: state)
      if let known = nodeOfValues[values] { return known }
      nodes.append(values)
      nodeOfValues[values] = nodes.count - 1
      return nodes.count - 1
    }
    var checked = Set<Checked>()
    var failures = 0
    for step in exploration.steps where failures < 5 {
      let key = Checked(
        source: nodeOfState[step.source], target: nodeOfState[step.target], probe: step.probe,
        conditions: step.conditions, effects: step.effects)
      guard checked.insert(key).inserted else { continue }
      let before = nodes[key.source]
      let after = nodes[key.target]
      let event = events[step.probe]
      let predicted = regional.step(from: before, event: event, conditions: step.conditions)
      let pattern = StateChart.Transition(
        source: "", event: event, conditions: [], target: "", effects: predicted?.effects ?? [])
      let agrees =
        predicted.map { $0.values == after && pattern.matches(effects: step.effects) }
        ?? (after == before && step.effects.isEmpty)
      if !agrees {
        failures += 1
        let message =
          "\(before) --\(event) \(step.conditions)--> \(after) / \(step.effects), statechart: "
          + String(describing: predicted)
        Issue.record("\(message)")
      }
    }
    #expect(!checked.isEmpty)
  }

  @Test(arguments: TestSupport.machineNames)
  func everyRegionalTransitionChangesSomething(_ name: String) throws {
    let regional = RegionalChart(factoring: try #require(ChartCatalog.machine(named: name)).chart)
    for region in regional.regions {
      #expect(region.values.contains(region.initial))
      for transition in region.transitions {
        #expect(transition.target != nil || !transition.effects.isEmpty, "\(transition.label)")
        #expect(transition.target.map(region.values.contains) ?? true)
        for clause in transition.guard.clauses {
          #expect(!clause.contains { $0.region == region.name }, "a guard on its own region")
        }
      }
    }
  }

  /// W3C SCXML enables a transition when its descriptor's dot-separated tokens are a prefix of
  /// the event's, and takes the first in document order. Under that rule every state must take
  /// exactly the transition of the event's own key, or none for a no-op: the class of bug where
  /// `a.b` also took `a.b.c`.
  @Test(arguments: TestSupport.machineNames)
  func w3cPrefixMatchingTakesExactlyTheTransitionMeant(_ name: String) throws {
    let chart = try #require(ChartCatalog.machine(named: name)).chart
    let regional = RegionalChart(factoring: chart)
    let events = Set(chart.transitions.map(\.qualifiedEvent))
    func tokens(_ name: String) -> [Substring] { name.split(separator: ".") }
    func matches(_ descriptor: String, _ event: String) -> Bool {
      tokens(event).starts(with: tokens(descriptor))
    }
    for state in chart.states {
      let handled = chart.transitions.filter { $0.source == state.id }
      for event in events {
        let first = handled.first { matches($0.qualifiedEvent, event) }
        let meant = handled.first { $0.qualifiedEvent == event }
        #expect(first == meant, "\(state.id) + \(event) takes \(first?.label ?? "nothing")")
      }
    }
    for region in regional.regions {
      for value in region.values {
        let handled = region.transitions.filter { $0.source == value }
        for event in events {
          let taken = Set(
            handled.filter { matches($0.qualifiedEvent, event) }.map(\.qualifiedEvent))
          #expect(taken.isSubset(of: [event]), "\(region.stateID(value)) + \(event): \(taken)")
        }
      }
    }
    #expect(!events.contains { $0.contains(".") })
  }

  @Test func entryStatechartIsSmallAndSaysWhereRegionsDependOnEachOther() {
    let regional = RegionalChart(factoring: EntryFieldMachine.chart)
    #expect(regional.regions.map(\.name) == ["focus", "error", "access"])
    #expect(regional.transitionCount < EntryFieldMachine.chart.transitions.count / 2)
    let focus = regional.regions[0]
    // Beginning from an error with the text over its limit moves focus and error together.
    let both = regional.step(
      from: ["inactive", "error", "editable"], event: "beginRequested",
      conditions: ["allowed", "enabled", "overLimit", "newMessage"])
    #expect(both?.values == ["active", "overflow", "editable"])
    #expect(focus.transitions.contains { $0.source == "inactive" && $0.target == "active" })
  }
}
