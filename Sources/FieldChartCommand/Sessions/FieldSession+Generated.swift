import FieldMachines
import FieldMachinesTesting

/// The testing kit's walks of a session's field: `check` also drives the field with the kit's
/// generated events, which the chart's probes do not contain.
extension FieldSession {
  /// Drives new fields with the testing kit's generators (a configuration prelude, then
  /// arbitrary texts, messages, indices, dates and configuration) for `events` events and
  /// checks that `chart` predicts every step the field takes; a failure is shrunk.
  static func checkGenerated(
    chart: StateChart, events: Int, seed: UInt64
  ) -> (steps: Int, failure: PropertyFailure<Machine.Event>?) {
    let engine = PropertyEngine<Machine.Event>(
      seed: seed, eventCount: events, simplify: Machine.simplifications(of:),
      scriptLine: Machine.scriptLine(for:))
    let predictor = ChartPredictor<Machine>(chart)
    var steps = 0
    let result = engine.run(Machine.sequences()) { events in
      var checker = ChartCompletenessChecker(Kind.makeDriver(), predictor: predictor)
      defer { steps += checker.steps }
      for (index, event) in events.enumerated() {
        do {
          try checker.step(event)
        } catch var violation as PropertyViolation {
          violation.step = violation.step ?? index
          throw violation
        }
      }
    }
    return (steps, result.failure)
  }
}
