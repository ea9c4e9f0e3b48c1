import FieldCharts
import Foundation

/// The statecharts factored so far in this process, keyed by the flat chart they came from.
///
/// Factoring is a fixed function of the flat chart and costs far more than rendering, and one
/// chart is often factored many times in a row: `fieldchart chart all --output` renders each
/// chart in four regional formats and a README, and a view hiding regions starts from the same
/// factoring. ``RegionalChart/init(factoring:)`` therefore factors each distinct chart once and
/// returns the stored result after. The cache holds a few charts and starts afresh when full,
/// so charts built by hand cannot grow it without bound.
final class FactoringCache: @unchecked Sendable {
  /// The process's cache.
  static let shared = FactoringCache()

  /// How many charts the cache keeps before it starts afresh (the catalog has five).
  private let capacity = 16
  private let lock = NSLock()
  /// The charts factored so far with their regions, newest last. Found by `==`, not by
  /// hashing: a chart's hash reads every transition, while `==` between two copies of one
  /// chart compares its arrays' storage and between different charts stops at the names.
  private var entries: [(chart: StateChart, regions: [RegionalChart.Region])] = []

  /// The regions of `chart`, factored by `factor` the first time it is asked for.
  func regions(
    of chart: StateChart, factor: (StateChart) -> [RegionalChart.Region]
  ) -> [RegionalChart.Region] {
    if let known = lock.withLock({ entries.last { $0.chart == chart }?.regions }) { return known }
    let factored = factor(chart)
    lock.withLock {
      if entries.count >= capacity { entries.removeAll() }
      entries.append((chart, factored))
    }
    return factored
  }
}
