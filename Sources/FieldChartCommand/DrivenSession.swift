import FieldMachines
import FieldMachinesTesting

/// A field session whose field the testing kit can drive with its own generators, so `check`
/// also walks the field with events the chart's probes do not contain.
protocol DrivenSession: FieldSession {
  /// The kit's driver of this kind's field.
  associatedtype Driver: FieldDriver where Driver.Machine == Machine

  /// A driver of a new field.
  static func makeDriver() -> Driver
}

extension DrivenSession {
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
      var checker = ChartCompletenessChecker(makeDriver(), predictor: predictor)
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

extension EntrySession: DrivenSession {
  /// An entry field driver.
  static func makeDriver() -> EntryFieldDriver { EntryFieldDriver() }

  /// ``EntryFieldDriver/apply(_:to:)``.
  func apply(_ event: EntryFieldMachine.Event) { EntryFieldDriver.apply(event, to: field) }
}

extension AreaSession: DrivenSession {
  /// An area field driver.
  static func makeDriver() -> AreaFieldDriver { AreaFieldDriver() }

  /// ``AreaFieldDriver/apply(_:to:)``.
  func apply(_ event: AreaFieldMachine.Event) { AreaFieldDriver.apply(event, to: field) }
}

extension PickerSession: DrivenSession {
  /// A picker field driver.
  static func makeDriver() -> PickerFieldDriver { PickerFieldDriver() }

  /// ``PickerFieldDriver/apply(_:to:)``.
  func apply(_ event: PickerFieldMachine.Event) { PickerFieldDriver.apply(event, to: field) }
}

extension DateSession: DrivenSession {
  /// A date field driver.
  static func makeDriver() -> DateFieldDriver { DateFieldDriver() }

  /// ``DateFieldDriver/apply(_:to:)``.
  func apply(_ event: DateFieldMachine.Event) { DateFieldDriver.apply(event, to: field) }
}
