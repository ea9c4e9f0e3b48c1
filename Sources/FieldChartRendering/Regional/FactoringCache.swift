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
  private var regions: [StateChart: [RegionalChart.Region]] = [:]

  /// The regions factored from `chart`, made by `factor` the first time they are asked for.
  /// Two threads asking for the first time may both factor; both get equal regions.
  func regions(
    of chart: StateChart, factor: (StateChart) -> [RegionalChart.Region]
  ) -> [RegionalChart.Region] {
    if let known = lock.withLock({ regions[chart] }) { return known }
    let factored = factor(chart)
    lock.withLock {
      if regions.count >= capacity { regions.removeAll() }
      regions[chart] = factored
    }
    return factored
  }
}
