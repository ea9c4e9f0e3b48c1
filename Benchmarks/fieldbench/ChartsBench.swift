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
  /// afresh `runs` more times. Timed in thread CPU time (``ThreadCPUTime``), as the step rows
  /// are. The first derivation goes around the process's chart cache, so it is measured cold
  /// even when an earlier section has asked for the chart.
  static func measure(runs: Int) -> [Row] {
    ChartCatalog.machines.map { measure($0, runs: runs) }
  }

  private static func measure<Machine: ChartableMachine>(
    _ machine: Machine.Type, runs: Int
  ) -> Row {
    func derivation() -> ChartDerivation<Machine> {
      ChartCatalog.specialisedDerivation(of: machine) ?? ChartDerivation(machine)
    }
    let (derive, first) = ThreadCPUTime.measure(derivation)
    let chart = first.chart
    let (factor, factored) = ThreadCPUTime.measure { RegionalChart(factoring: chart) }
    withExtendedLifetime(factored) {}
    var best = Double.infinity
    for _ in 0..<runs {
      let (nanoseconds, again) = ThreadCPUTime.measure(derivation)
      best = min(best, nanoseconds)
      withExtendedLifetime(again) {}
    }
    let exploration = first.exploration
    return Row(
      name: Machine.chartName, derive: derive / 1e6, factor: factor / 1e6, bestDerive: best / 1e6,
      transitions: chart.transitions.count, states: exploration.states.count,
      steps: first.transitionOfStep.count)
  }
}
