import FieldMachines
import Foundation

/// The chart derivations made so far in this process, one per machine type.
///
/// Deriving a chart explores every reachable state, and a machine's derivation is a fixed
/// function of its type (its transition function and chart conformance), so
/// ``ChartableMachine/chart`` and ``ChartableMachine/chartDerivation`` derive it once per
/// process and return the same value after. Two threads asking for the first time may both
/// derive; both get equal derivations and the first stored one is kept.
final class ChartCache: @unchecked Sendable {
  /// The process's cache.
  static let shared = ChartCache()

  private let lock = NSLock()
  private var derivations: [ObjectIdentifier: any Sendable] = [:]

  /// The derivation of `machine` from its ``ChartableMachine/chartInitialState``, made the
  /// first time it is asked for.
  func derivation<Machine: ChartableMachine>(
    of machine: Machine.Type
  ) -> ChartDerivation<Machine> {
    let key = ObjectIdentifier(machine)
    if let known = lock.withLock({ derivations[key] }) as? ChartDerivation<Machine> {
      return known
    }
    let derived = ChartCatalog.specialisedDerivation(of: machine) ?? ChartDerivation(machine)
    return lock.withLock {
      if let stored = derivations[key] as? ChartDerivation<Machine> { return stored }
      derivations[key] = derived
      return derived
    }
  }
}
