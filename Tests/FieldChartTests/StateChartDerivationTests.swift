import FieldChartCommand
import FieldCharts
import FieldMachines
import FieldMachinesTesting
import Testing

@Suite struct StateChartDerivationTests {
  @Test(arguments: TestSupport.machineNames)
  func derivationHasNoConflictAndIsNotTruncated(_ name: String) throws {
    let machine = try #require(ChartCatalog.machine(named: name))
    #expect(conflicts(of: machine) == [])
  }

  @Test(arguments: TestSupport.machineNames)
  func everyExploredTransitionIsInTheChartAndTheOtherWayRound(_ name: String) throws {
    let machine = try #require(ChartCatalog.machine(named: name))
    checkAgreement(machine)
  }

  @Test(arguments: TestSupport.machineNames)
  func chartPredictsEveryStepOfLongUnnormalisedWalks(_ name: String) throws {
    let machine = try #require(ChartCatalog.machine(named: name))
    checkRandomWalk(machine, steps: 20_000, seed: 0xC4A7)
  }

  @Test(arguments: TestSupport.machineNames)
  func chartIsDeterministicAndWellFormed(_ name: String) throws {
    let machine = try #require(ChartCatalog.machine(named: name))
    let chart = machine.chart
    #expect(chart == machine.chart)
    // `chart` is derived once per process; a fresh derivation must give the same chart.
    #expect(chart == StateChart(deriving: machine))
    let ids = Set(chart.states.map(\.id))
    #expect(ids.count == chart.states.count)
    #expect(ids.contains(chart.initial))
    for transition in chart.transitions {
      #expect(ids.contains(transition.source) && ids.contains(transition.target))
      #expect(!(transition.isSelfTransition && transition.effects.isEmpty))
    }
    for state in chart.states {
      #expect(state.values.count == chart.regions.count)
      #expect(!state.heights.isEmpty)
      #expect(state.id.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" })
    }
  }

  @Test func entryChartShowsTheCoreTransitions() {
    let chart = EntryFieldMachine.chart
    #expect(chart.initial == "inactive")
    #expect(
      chart.states.map(\.id) == [
        "inactive", "inactive_readOnly", "inactive_error", "inactive_error_readOnly",
        "inactive_overflow", "inactive_overflow_readOnly", "active", "active_readOnly",
        "active_error", "active_error_readOnly", "active_overflow", "active_overflow_readOnly",
      ])
    let begin = ["allowed", "enabled", "withinLimit"]
    #expect(
      chart.transition(from: "inactive_error", event: "beginRequested", conditions: begin)
        == .init(
          source: "inactive_error", event: "beginRequested", conditions: begin,
          target: "active", effects: ["errorCleared", "didBeginEditing"]))
    #expect(
      chart.transition(
        from: "active", event: "textEdited", conditions: ["allowed", "changed", "overLimit"])?
        .target == "active_overflow")
    #expect(
      chart.transition(
        from: "active_readOnly", event: "textEdited",
        conditions: ["allowed", "changed", "withinLimit"]) == nil)
    #expect(
      chart.transition(from: "active", event: "enabledChanged", conditions: ["false"])?.effects
        == ["didEndEditing"])
    #expect(
      chart.transition(from: "inactive", event: "beginRequested", conditions: ["vetoed"]) == nil)
    #expect(
      chart.transition(from: "inactive", event: "endRequested", conditions: ["allowed"]) == nil)
    #expect(chart.state(withID: "active_error")?.heights == [48.5, 63])
    #expect(chart.state(withID: "active_overflow")?.heights == [63])
  }

  @Test func stateIDsLeaveOutImplicitValues() {
    let regions = EntryFieldMachine.chartRegions.map(StateChart.Region.init)
    #expect(StateChart.stateID(values: ["active", "none"], regions: regions) == "active")
    #expect(StateChart.stateID(values: ["active", "error"], regions: regions) == "active_error")
    #expect(
      StateChart.Node(id: "active_error", values: [], heights: [43.5, 63]).label == "active + error"
    )
    #expect(StateChart.Node(id: "a", values: [], heights: [43.5, 63]).heightLabel == "43.5 / 63")
  }

  @Test func describeDropsTypeQualifiers() {
    #expect(
      StateChart.describe(EntryFieldMachine.Event.textEdited(.insert("A.B"), allowed: true))
        == #"textEdited(.insert("A.B"), allowed: true)"#)
    #expect(StateChart.describe(CommonFieldEvent.errorRemoved) == "errorRemoved")
  }

  /// Values a user writes reach `describe` quoted, so no part of them reads as a type qualifier:
  /// a date pattern's `MM.` once printed as `dd..yyyy`.
  @Test(arguments: ["dd.MM.yyyy", "M.d.yyyy", "yyyy.MM.dd", "MM/dd/yyyy", "d. M. yyyy"])
  func describeKeepsUserWrittenPatterns(_ text: String) throws {
    let pattern = try #require(DateEntryPattern(text))
    let event = DateFieldMachine.Event.entryOptionsChanged(DateEntryOptions(pattern: pattern))
    #expect(StateChart.describe(event).contains("pattern: \(text.debugDescription)"))
  }

  @Test func disagreementNamesTheWrongStep() {
    let chart = EntryFieldMachine.chart
    let before = EntryFieldMachine.State()
    let after = EntryFieldMachine.State(focus: .active)
    #expect(
      EntryFieldMachine.chartDisagreement(
        in: chart, before: before, event: .beginRequested(allowed: true), after: after,
        effects: [.didBeginEditing]) == nil)
    let wrong = EntryFieldMachine.chartDisagreement(
      in: chart, before: before, event: .beginRequested(allowed: true), after: after, effects: [])
    #expect(wrong?.contains("but the chart says active") == true)
    let unknown = EntryFieldMachine.chartDisagreement(
      in: chart, before: before, event: .beginRequested(allowed: false), after: after, effects: [])
    #expect(unknown?.contains("no such transition") == true)
  }

  // MARK: Generic checks

  private func conflicts<Machine: ChartableMachine>(of machine: Machine.Type) -> [String] {
    Machine.chartDerivation.conflicts
  }

  /// The parts of an explored step the check reads.
  private struct Checked: Hashable {
    var source: String
    var target: String
    var probe: Int
    var conditions: [String]
    var effects: [String]
    var isSilent: Bool
    var transition: Int?
  }

  /// Each explored step is checked once per distinct (state before, state after, probe, guard
  /// outcomes, effects, silence, transition taken): the checks read nothing else, and thousands
  /// of concrete states share each chart state.
  private func checkAgreement<Machine: ChartableMachine>(_ machine: Machine.Type) {
    let derivation = Machine.chartDerivation
    let exploration = derivation.exploration
    let chart = derivation.chart
    let names = Machine.chartProbes.map { Machine.chartEventName(of: $0.event) }
    var realised = Set<Int>()
    var checked = Set<Checked>()
    for (index, step) in exploration.steps.enumerated() {
      let key = Checked(
        source: exploration.stateIDs[step.source], target: exploration.stateIDs[step.target],
        probe: step.probe, conditions: step.conditions, effects: step.effects,
        isSilent: step.isSilent, transition: derivation.transitionOfStep[index])
      guard checked.insert(key).inserted else { continue }
      let source = key.source
      let target = key.target
      let transition = chart.transition(
        from: source, event: names[step.probe], conditions: step.conditions)
      if step.isSilent {
        #expect(transition == nil, "silent step \(source) \(names[step.probe]) has a transition")
        #expect(key.transition == nil)
      } else {
        #expect(transition?.target == target, "\(source) \(names[step.probe]) \(step.conditions)")
        #expect(transition?.matches(effects: step.effects) == true)
        if let found = key.transition { realised.insert(found) }
      }
    }
    #expect(realised == Set(chart.transitions.indices), "a chart transition no step takes")
    #expect(Set(exploration.stateIDs) == Set(chart.states.map(\.id)))
  }

  private func checkRandomWalk<Machine: ChartableMachine>(
    _ machine: Machine.Type, steps: Int, seed: UInt64
  ) {
    // The integer-keyed predictor `fieldchart check` uses; `ChartPredictorTests` checks that it
    // answers as `chartDisagreement` does.
    let predictor = ChartPredictor<Machine>(Machine.chart)
    let probes = Machine.chartProbes
    var random = SplitMix64(seed: seed)
    var current = Machine(state: Machine.chartInitialState)
    var trail: [String] = []
    for step in 0..<steps {
      if step % 500 == 0 {
        current = Machine(state: Machine.chartInitialState)
        trail.removeAll()
      }
      let probe = probes[Int(random.next() % UInt64(probes.count))]
      trail.append(probe.script)
      if case .disagreement(let disagreement) = predictor.step(&current, probe.event).prediction {
        Issue.record("seed \(seed), step \(step): \(disagreement)\nafter: \(trail.suffix(20))")
        return
      }
      let violations = current.invariantViolations()
      if !violations.isEmpty {
        Issue.record("seed \(seed), step \(step): \(violations)")
        return
      }
    }
  }
}
