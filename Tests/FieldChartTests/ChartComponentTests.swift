import FieldCharts
import FieldMachines
import Testing

/// Factoring a machine's ``ChartComponent``s out of its exploration changes nothing found: the
/// proof is the real transition code run in every concrete state (`factoring: false`) against
/// the factored exploration, which runs a probe once per core state and combination of the
/// components it touches.
@Suite struct ChartComponentTests {
  /// Every state, state identifier and step of the factored exploration is the one the full
  /// exploration finds, in the same order, and the two charts are equal.
  @Test(arguments: TestSupport.machineNames)
  func factoringFindsWhatTheFullExplorationFinds(_ name: String) throws {
    let machine = try #require(ChartCatalog.machine(named: name))
    try agree(machine)
  }

  /// Every field kind's machine factors something out, so its chart costs fewer runs of the
  /// transition code than it has steps.
  @Test func everyFieldKindFactorsAComponentOut() throws {
    for kind in FieldKind.allCases {
      let machine = try #require(kind.machine, "\(kind) is catalogued")
      #expect(componentCount(machine) > 0, "\(machine.chartName)")
    }
  }

  private func componentCount<Machine: ChartableMachine>(_ machine: Machine.Type) -> Int {
    Machine.chartComponents.count
  }

  /// Each component's values are all reached, so none is declared with values it never takes.
  @Test(arguments: TestSupport.machineNames)
  func everyComponentValueIsReached(_ name: String) throws {
    let machine = try #require(ChartCatalog.machine(named: name))
    try valuesReached(machine)
  }

  private func agree<Machine: ChartableMachine>(_ machine: Machine.Type) throws {
    let factored = ChartDerivation(machine)
    let full = ChartDerivation(machine, factoring: false)
    #expect(factored.exploration.componentViolations == [])
    #expect(factored.exploration.states.count == full.exploration.states.count)
    #expect(factored.exploration.states == full.exploration.states)
    #expect(factored.exploration.stateIDs == full.exploration.stateIDs)
    #expect(factored.exploration.isTruncated == full.exploration.isTruncated)
    let factoredSteps = factored.exploration.steps
    let fullSteps = full.exploration.steps
    #expect(factoredSteps.count == fullSteps.count)
    let firstDifference = factoredSteps.indices.first {
      $0 >= fullSteps.count || factoredSteps[$0] != fullSteps[$0]
    }
    #expect(firstDifference == nil, "first differing step: \(firstDifference ?? -1)")
    let chartsAgree = factored.chart == full.chart
    #expect(chartsAgree)
    #expect(factored.conflicts == full.conflicts)
    #expect(factored.transitionOfStep == full.transitionOfStep)
  }

  private func valuesReached<Machine: ChartableMachine>(_ machine: Machine.Type) throws {
    let states = Machine.chartDerivation.exploration.states
    for component in Machine.chartComponents {
      let reached = Set(states.map(component.value(of:)))
      #expect(reached == Set(0..<component.count), "\(component.name)")
    }
  }
}

/// The form chart compares states with its own ``FormChartMachine/chartStatesEqual(_:_:)``,
/// which must be the state's `==`.
@Suite struct FormChartEqualityTests {
  /// It compares every stored property of the form's state: one added later must be added
  /// there too.
  @Test func comparesEveryStoredProperty() {
    let labels = Mirror(reflecting: FormChartMachine.chartInitialState).children.map(\.label)
    #expect(
      labels == [
        "activeKey", "submitCount", "isSubmitting", "droppedAnswerCount", "defaultTiming",
        "displayPolicy", "movesToNextOnReturn", "focusesFirstInvalidFieldOnSubmit", "fields",
      ])
  }

  /// It agrees with `==` on every pair of neighbouring explored states and on each state with
  /// itself.
  @Test func agreesWithEqualityOnExploredStates() {
    let states = FormChartMachine.chartDerivation.exploration.states
    var disagreements = 0
    for (index, state) in states.enumerated() {
      if !FormChartMachine.chartStatesEqual(state, state) { disagreements += 1 }
      for other in states[(index + 1)...].prefix(8)
      where FormChartMachine.chartStatesEqual(state, other) != (state == other) {
        disagreements += 1
      }
    }
    #expect(states.count > 100)
    #expect(disagreements == 0)
  }
}
