import FieldChartCommand
import FieldCharts
import FieldMachines
import FieldMachinesTesting
import Testing

/// Drives a field object (through a ``FieldDriver`` made by `make`) with its machine's random
/// events, configuration preludes included, and checks that the machine's chart predicts every
/// step the field takes (``ChartCompletenessChecker``); a failure is shrunk, printed with its
/// seed as a `fieldchart simulate` script and recorded as an issue.
///
/// ```swift
/// @Test func entryChartMissesNoTransition() {
///   checkChartCompleteness(EntryFieldDriver())
/// }
/// ```
///
/// - Parameters:
///   - make: Makes a fresh driver for each sequence.
///   - length: The length of each sequence, after the configuration prelude.
///   - seed: The seed, printed on failure.
///   - eventCount: The events to try; `FIELDMACHINES_PROPERTY_EVENTS` overrides the default.
///   - sourceLocation: Where a failure is recorded; the caller's line by default.
/// - Returns: The result and the number of machine steps checked (a field may send several
///   events for one).
@discardableResult
func checkChartCompleteness<Driver: FieldDriver>(
  _ make: @autoclosure () -> Driver,
  length: ClosedRange<Int> = 1...100,
  seed: UInt64 = PropertySettings.seed(),
  eventCount: Int = PropertySettings.eventCount(),
  sourceLocation: SourceLocation = #_sourceLocation
) -> (result: PropertyResult<Driver.Machine.Event>, steps: Int)
where Driver.Machine: ChartableMachine {
  typealias Machine = Driver.Machine
  let chart = Machine.chart
  let engine = PropertyEngine<Machine.Event>(
    seed: seed, eventCount: eventCount, simplify: Machine.simplifications(of:),
    scriptLine: Machine.scriptLine(for:), replayCommand: "fieldchart simulate \(Machine.scriptName)"
  )
  let predictor = ChartPredictor<Machine>(chart)
  var steps = 0
  let result = engine.run(Machine.sequences(length: length)) { events in
    var checker = ChartCompletenessChecker(make(), predictor: predictor)
    defer { steps += checker.steps }
    for (index, event) in events.enumerated() {
      do {
        try checker.step(event)
      } catch var violation as PropertyViolation {
        if violation.step == nil { violation.step = index }
        throw violation
      }
    }
  }
  report(result, sourceLocation: sourceLocation)
  return (result, steps)
}
