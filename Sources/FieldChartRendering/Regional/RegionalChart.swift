import FieldMachines

/// A machine's chart as a statechart with parallel regions, factored from its flat
/// ``StateChart``.
///
/// The flat chart's states are combinations of region values (focus × error × access); here
/// each region is a small machine of its own, and all regions run in parallel on every event.
/// ``init(factoring:)`` splits each flat transition into the regions it changes: a region whose
/// value changes gets a transition to its new value, and the region that owns the effects gets
/// them (a targetless transition when its value stays). Where a region's reaction depends on
/// another region's value, the transition carries a ``Guard`` on it (SCXML `In(...)`, XState
/// `stateIn`). ``step(from:event:conditions:)`` runs the statechart the way SCXML and XState
/// do, and tests prove it equals the flat chart for every state and event.
public struct RegionalChart: Sendable, Hashable {
  /// The flat chart this statechart was factored from.
  public var chart: StateChart
  /// The regions, in the flat chart's region order; they run in parallel.
  public var regions: [Region]

  /// The region named `name`, or `nil`.
  public func region(named name: String) -> Region? {
    regions.first { $0.name == name }
  }

  /// The number of transitions over all regions.
  public var transitionCount: Int {
    regions.reduce(0) { $0 + $1.transitions.count }
  }
}
