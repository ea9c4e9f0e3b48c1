import FieldChartCommand
import FieldCharts
import FieldMachines
import FieldMachinesTesting
import Testing

/// Each real field, driven by the testing kit's own generators (arbitrary texts with odd
/// Unicode, messages, indices out of range, dates, configuration preludes and changes) rather
/// than by the chart probes, takes only steps its derived chart predicts: the target state and
/// the effects. At least 100,000 events per kind by default (`FIELDMACHINES_PROPERTY_EVENTS`
/// scales the runs); a failure prints its seed and the shortest failing script.
@Suite struct ChartCompletenessTests {
  @Test func entryChartPredictsEveryStepOfTheField() {
    expectComplete(checkChartCompleteness(EntryFieldDriver(), seed: 0xC0E1))
  }

  @Test func areaChartPredictsEveryStepOfTheField() {
    expectComplete(checkChartCompleteness(AreaFieldDriver(), seed: 0xC0A1))
  }

  @Test func pickerChartPredictsEveryStepOfTheField() {
    expectComplete(checkChartCompleteness(PickerFieldDriver(), seed: 0xC0B1))
  }

  @Test func dateChartPredictsEveryStepOfTheField() {
    expectComplete(checkChartCompleteness(DateFieldDriver(), seed: 0xC0D1))
  }

  @Test func aStepTheChartDoesNotPredictIsCaught() throws {
    var chart = EntryFieldMachine.chart
    chart.transitions.removeAll { $0.source == "inactive" && $0.event == "beginRequested" }
    var checker = ChartCompletenessChecker(EntryFieldDriver(), chart: chart)
    #expect(throws: PropertyViolation.self) { try checker.step(.beginRequested(allowed: true)) }
  }

  private func expectComplete<Event>(
    _ run: (result: PropertyResult<Event>, steps: Int),
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(run.result.isPassed, sourceLocation: sourceLocation)
    let minimum = min(PropertySettings.eventCount(), 100_000)
    #expect(run.steps >= minimum, "only \(run.steps) steps ran", sourceLocation: sourceLocation)
  }
}
