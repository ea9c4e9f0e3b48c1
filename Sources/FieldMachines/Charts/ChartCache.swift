import Foundation

/// The charts derived so far in this process, one per machine type.
///
/// Deriving a chart explores every reachable state, and a machine's chart is a fixed function of
/// its type (its transition function and chart conformance), so ``ChartableMachine/chart``
/// derives it once per process and returns the same value after. Two threads asking for the
/// first time may both derive; both get equal charts and the first stored one is kept.
final class ChartCache: @unchecked Sendable {
  /// The process's cache.
  static let shared = ChartCache()

  private let lock = NSLock()
  private var charts: [ObjectIdentifier: StateChart] = [:]

  /// The chart of `machine`, from `derive` the first time.
  func chart(for machine: Any.Type, derive: () -> StateChart) -> StateChart {
    let key = ObjectIdentifier(machine)
    if let chart = lock.withLock({ charts[key] }) { return chart }
    let derived = derive()
    return lock.withLock {
      if let stored = charts[key] { return stored }
      charts[key] = derived
      return derived
    }
  }
}
