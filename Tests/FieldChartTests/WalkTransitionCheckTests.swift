import FieldChartCommand
import FieldCharts
import FieldMachines
import Testing

/// `check`'s walks look at each transition where the field's hub lends it
/// (`WalkTransitionCheck`), keeping no log: a step the chart predicts flags its transition, a
/// step it does not is kept as the line's disagreement, and a new line forgets it.
@Suite struct WalkTransitionCheckTests {
  @Test func aPredictedStepFlagsItsTransition() {
    let chart = EntryFieldMachine.chart
    let check = Self.checkOfATap(against: chart)
    #expect(check.disagreement == nil)
    let taken = check.taken.indices.filter { check.taken[$0] }
    #expect(taken.map { chart.transitions[$0].source } == ["inactive"])
    #expect(taken.map { chart.transitions[$0].target } == ["active"])
  }

  @Test func aStepTheChartDoesNotPredictIsKeptForItsLine() {
    var chart = EntryFieldMachine.chart
    chart.transitions.removeAll { $0.source == "inactive" && $0.event == "beginRequested" }
    let check = Self.checkOfATap(against: chart)
    #expect(check.disagreement?.contains("beginRequested") == true, "\(check.disagreement ?? "")")
    #expect(!check.taken.contains(true))
    check.startLine()
    #expect(check.disagreement == nil)
  }

  /// A walk looks at the field's state again only after a line whose transitions changed it: a
  /// tap that activates the field says so, a second tap (a no-op on an active field) does not.
  @Test func onlyATransitionThatChangesTheStateIsReportedAsAChange() {
    let check = WalkTransitionCheck(ChartPredictor<EntryFieldMachine>(EntryFieldMachine.chart))
    let field = EntryField()
    let observation = field.observeTransitions(check.hear)
    defer { observation.cancel() }
    #expect(!check.takeStateChange())
    field.tap()
    #expect(check.takeStateChange())
    #expect(!check.takeStateChange(), "the change is forgotten once taken")
    field.tap()
    #expect(!check.takeStateChange(), "a tap on an active field changes nothing")
    field.typeText("a")
    #expect(check.takeStateChange())
  }

  /// The check of one line, a tap on a new entry field, against `chart`.
  private static func checkOfATap(
    against chart: StateChart
  ) -> WalkTransitionCheck<EntryFieldMachine> {
    let check = WalkTransitionCheck(ChartPredictor<EntryFieldMachine>(chart))
    let field = EntryField()
    let observation = field.observeTransitions(check.hear)
    defer { observation.cancel() }
    check.startLine()
    field.tap()
    return check
  }
}
