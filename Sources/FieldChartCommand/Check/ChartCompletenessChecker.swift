import FieldCharts
import FieldMachines
import FieldMachinesTesting

/// Steps a real field (through a ``FieldDriver``) beside its pure machine and checks that the
/// machine's derived chart predicts every step the field takes: the target chart state and the
/// effects of the transition the chart has for the source state, the event and its guard
/// outcomes, or a no-op where the chart has none.
///
/// The chart is derived from the machine's own probes; this checker feeds it what the testing
/// kit's generators draw instead (arbitrary texts, messages, indices, dates and
/// configuration), so a guard outcome no probe reaches shows up as a step the chart does not
/// predict.
///
/// ```swift
/// let chart = EntryFieldMachine.chart
/// forAll(EntryFieldMachine.sequences(), seed: 0xC0) { events in
///   try ChartCompletenessChecker.run(events, chart: chart) { EntryFieldDriver() }
/// }
/// ```
package struct ChartCompletenessChecker<Driver: FieldDriver>
where Driver.Machine: ChartableMachine {
  /// The field's driver.
  package let driver: Driver
  /// The chart the steps must agree with.
  package var chart: StateChart { predictor.chart }
  /// The chart indexed, with the names it has met remembered.
  package let predictor: ChartPredictor<Driver.Machine>
  /// The pure machine, given the events the field sent.
  package private(set) var machine: Driver.Machine
  /// How many machine steps were checked.
  package private(set) var steps = 0

  /// Starts from `driver`'s field and a machine in the same state.
  package init(_ driver: Driver, chart: StateChart = Driver.Machine.chart) {
    self.init(driver, predictor: ChartPredictor(chart))
  }

  /// Starts from `driver`'s field with `predictor`, which many checkers may share in turn.
  package init(_ driver: Driver, predictor: ChartPredictor<Driver.Machine>) {
    self.driver = driver
    self.predictor = predictor
    self.machine = driver.machine
  }

  /// Performs `event` on the field, runs what the field sent through the pure machine, and
  /// throws the first step the chart does not predict, or a field that left its machine.
  package mutating func step(_ event: Driver.Machine.Event) throws {
    // Each event the field sent as the driver hands it over, with no array made; the event
    // itself when the field sent nothing.
    var sentAny = false
    try driver.perform(event) { reference in
      sentAny = true
      try stepMachine(reference)
    }
    if !sentAny { try stepMachine(event) }
    try check(
      driver.machine == machine,
      "the field's state is \(driver.machine.state), its machine's \(machine.state)")
  }

  /// One step of the pure machine: it records its guard outcomes as it steps, and the chart
  /// must predict the step.
  private mutating func stepMachine(_ reference: Driver.Machine.Event) throws {
    let (_, prediction) = predictor.step(&machine, reference)
    steps += 1
    if case .disagreement(let disagreement) = prediction {
      throw PropertyViolation("the chart does not predict the step: \(disagreement)")
    }
  }

  /// Runs `events` on a fresh driver made by `make`, checking each step against `chart` (derive
  /// it once, outside the property); the thrown violation carries the failing step.
  package static func run(
    _ events: [Driver.Machine.Event], chart: StateChart, on make: () -> Driver
  ) throws {
    let predictor = ChartPredictor<Driver.Machine>(chart)
    try runSteps(
      events, from: { ChartCompletenessChecker(make(), predictor: predictor) },
      step: { try $0.step($1) })
  }
}
