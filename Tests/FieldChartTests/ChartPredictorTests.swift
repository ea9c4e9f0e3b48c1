import FieldChartCommand
import FieldCharts
import FieldMachines
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
