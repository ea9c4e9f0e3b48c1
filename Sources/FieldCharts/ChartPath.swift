import FieldMachines

/// A sequence of probe events from the initial state: one test script of a transition cover.
///
/// ``ChartDerivation/transitionCoverPaths(maximumDetour:)`` returns a small set of paths that
/// together take every transition of the chart, as XState's model-based testing does. Each
/// replays on a machine (``ChartDerivation/events(of:)``) or on a field (``scripts``, in the
/// `fieldchart simulate` format).
package struct ChartPath: Sendable, Hashable {
  /// The probes sent, as indices into ``ChartableMachine/chartProbes``.
  package var probes: [Int]
  /// For each probe, the index of the chart transition it takes, or `nil` when it is silent.
  package var transitions: [Int?]
  /// For each probe, the chart state after it.
  package var states: [String]
  /// Each step's `fieldchart simulate` script line (``ChartableMachine/chartScript(for:in:)``).
  package var scripts: [String]

  /// Creates a path.
  package init(probes: [Int], transitions: [Int?], states: [String], scripts: [String]) {
    self.probes = probes
    self.transitions = transitions
    self.states = states
    self.scripts = scripts
  }

  /// The chart state the path ends in, or `nil` for an empty path.
  package var finalState: String? { states.last }
}
