import FieldChartRendering
import FieldCharts
import FieldMachines

/// What deriving the catalog's charts costs: each machine's flat chart derived by exploring it
/// (``ChartDerivation``) and its regions factored (``RegionalChart``).
enum ChartsBench {
  /// One machine's figures, in ms.
  struct Row {
    /// The chart's name.
    var name: String
    /// Deriving the flat chart the first time in the process.
    var derive: Double
    /// Factoring the flat chart into regions the first time in the process.
    var factor: Double
    /// Deriving the flat chart afresh (no cache), the fastest of the runs.
    var bestDerive: Double
    /// The flat chart's transitions.
    var transitions: Int
    /// The concrete states the exploration found and the steps it took.
    var states: Int
    var steps: Int
  }

  /// Each catalog machine's chart derived and factored the first time in the process (what a
  /// tool pays before its first answer: the process's chart caches start empty), then derived
  /// afresh `runs` more times.
  static func measure(runs: Int) -> [Row] {
    ChartCatalog.machines.map { measure($0, runs: runs) }
  }

  private static func measure<Machine: ChartableMachine>(
    _ machine: Machine.Type, runs: Int
  ) -> Row {
    let clock = ContinuousClock()
    var start = clock.now
    let chart = Machine.chart
    let derive = start.duration(to: clock.now).nanoseconds / 1e6
    start = clock.now
    let factored = RegionalChart(factoring: chart)
    let factor = start.duration(to: clock.now).nanoseconds / 1e6
    withExtendedLifetime(factored) {}
    var best = Double.infinity
    for _ in 0..<runs {
      start = clock.now
      let again = ChartCatalog.specialisedDerivation(of: machine) ?? ChartDerivation(machine)
      best = min(best, start.duration(to: clock.now).nanoseconds / 1e6)
      withExtendedLifetime(again) {}
    }
    let exploration = Machine.chartDerivation.exploration
    return Row(
      name: Machine.chartName, derive: derive, factor: factor, bestDerive: best,
      transitions: chart.transitions.count, states: exploration.states.count,
      steps: exploration.steps.count)
  }
}
