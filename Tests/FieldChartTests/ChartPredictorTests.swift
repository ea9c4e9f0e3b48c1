import FieldChartCommand
import FieldCharts
import FieldMachines
import FieldMachinesTesting
import Testing

/// `fieldchart check`'s predictor keys the chart by integers and takes the guard outcomes the
/// step recorded while it ran; it must answer as the chart's own string look-up
/// (`chartDisagreement`) does: the same transition for every explored step, and the same
/// explanation for a step made wrong.
@Suite struct ChartPredictorTests {
  @Test(arguments: TestSupport.machineNames)
  func predictorAnswersAsTheChartDoes(_ name: String) throws {
    let machine = try #require(ChartCatalog.machine(named: name))
    check(machine)
  }

  /// A machine's node number, worked out without strings for the predictor, is the number of
  /// its node values in its regions, in every explored state and every state of a seeded walk
  /// of its probes; every field kind works it out.
  @Test(arguments: TestSupport.machineNames)
  func nodeNumbersAreTheNumbersOfTheNodeValues(_ name: String) throws {
    let machine = try #require(ChartCatalog.machine(named: name))
    checkNodeNumbers(machine)
  }

  /// Guard outcomes survive packing, in order, beyond the ones kept in the word too.
  @Test func guardOutcomeCodesKeepEveryOutcomeInOrder() {
    let many = (0..<23).map { GuardOutcome.allCases[($0 * 7) % GuardOutcome.allCases.count] }
    var recorded = GuardOutcomeCode()
    for outcome in many { recorded.record(outcome) }
    #expect(recorded.outcomes == many)
    #expect(GuardOutcomeCode(many.map(\.rawValue)) == recorded)
    #expect(GuardOutcomeCode(["allowed", "enabled"]) != GuardOutcomeCode(["enabled", "allowed"]))
    #expect(GuardOutcomeCode(["allowed", "nosuch"]) == nil)
    #expect(GuardOutcomeCode([])?.outcomes == [])
  }

  /// A code packs while its outcomes fit in the word, and two packed codes are equal exactly
  /// when their integers are: the predictor's table compares them so.
  @Test func guardOutcomeCodesPackWhileTheyFitInTheWord() {
    let all = GuardOutcome.allCases
    var codes: [GuardOutcomeCode] = []
    for count in 0...10 {
      for start in 0..<3 {
        var code = GuardOutcomeCode()
        for offset in 0..<count { code.record(all[(start + offset * 5) % all.count]) }
        codes.append(code)
      }
    }
    for code in codes {
      #expect((code.packed == nil) == (code.outcomes.count > 9), "\(code.outcomes)")
      for other in codes where code.packed != nil && other.packed != nil {
        #expect((code.packed == other.packed) == (code == other))
      }
    }
  }

  private func checkNodeNumbers<Machine: ChartableMachine>(_ machine: Machine.Type) {
    let regions = Machine.chartRegions.map(\.values)
    func number(of state: Machine.State) -> Int? {
      var number = 0
      for (value, values) in zip(Machine.chartNodeValues(of: state), regions) {
        guard let position = values.firstIndex(of: value) else { return nil }
        number = number * values.count + position
      }
      return number
    }
    var states = Machine.chartDerivation.exploration.states
    var random = SplitMix64(seed: 0x0DE5)
    var walking = Machine(state: Machine.chartInitialState)
    let probes = Machine.chartProbes
    for step in 0..<2_000 {
      if step % 200 == 0 { walking = Machine(state: Machine.chartInitialState) }
      _ = walking.handle(probes[Int(random.next() % UInt64(probes.count))].event)
      states.append(walking.state)
    }
    let isFieldKind = FieldKind.allCases.contains { $0.rawValue == Machine.chartName }
    for state in states {
      guard let fast = Machine.chartNodeNumber(of: state) else {
        #expect(!isFieldKind, "\(Machine.chartName) works out no node number")
        return
      }
      #expect(fast == number(of: state), "\(Machine.chartNodeValues(of: state))")
    }
  }

  private func check<Machine: ChartableMachine>(_ machine: Machine.Type) {
    let derivation = Machine.chartDerivation
    let chart = derivation.chart
    let exploration = derivation.exploration
    let predictor = ChartPredictor<Machine>(chart)
    let probes = Machine.chartProbes
    let other = Machine.chartStateID(of: Machine.chartInitialState)
    var checked = 0
    for step in exploration.steps where step.source % 13 == 0 {
      let before = exploration.states[step.source]
      let event = probes[step.probe].event
      var machine = Machine(state: before)
      var unrecorded = machine
      let (effects, prediction) = predictor.step(&machine, event)
      // The predictor's one step is the machine's plain step.
      #expect(effects == unrecorded.handle(event) && machine == unrecorded)
      let source = Machine.chartStateID(of: before)
      let eventName = Machine.chartEventName(of: event)
      let expected = chart.transitions.firstIndex {
        $0.source == source && $0.event == eventName && $0.conditions == step.conditions
      }
      guard case .predicted(let index) = prediction else {
        Issue.record("\(chart.machine): \(prediction) for an explored step")
        return
      }
      #expect(index == expected)
      checked += 1
      // Every eighth of these steps made wrong (the chart's string look-up is the slow part):
      // a different target, or no effects where it had some.
      guard checked % 8 == 1 else { continue }
      let wrongAfter =
        Machine.chartStateID(of: machine.state) == other
        ? nil : Machine(state: Machine.chartInitialState).state
      for (after, wrongEffects) in [
        (wrongAfter ?? machine.state, effects), (machine.state, effects.isEmpty ? effects : []),
      ] where wrongAfter != nil || !effects.isEmpty {
        var guards = GuardOutcomeCode()
        for condition in step.conditions {
          guards.record(GuardOutcome(rawValue: condition) ?? .allowed)
        }
        let answer = predictor.predict(
          before: before, event: event, after: after, effects: wrongEffects, guards: guards)
        let chartAnswer = Machine.chartDisagreement(
          in: chart, before: before, event: event, after: after, effects: wrongEffects,
          conditions: step.conditions)
        switch answer {
        case .disagreement(let why): #expect(why == chartAnswer)
        case .predicted: #expect(chartAnswer == nil)
        }
      }
    }
    #expect(checked > 10)
  }
}
