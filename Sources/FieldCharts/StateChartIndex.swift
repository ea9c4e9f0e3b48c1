import Foundation

/// A chart's states, transitions, events and receptions keyed for look-up, built the first time
/// ``StateChart/state(withID:)``, ``StateChart/transition(from:event:conditions:)`` or
/// ``StateChart/receives(_:event:conditions:)`` needs it, so checking a long run against a chart
/// costs a hash look-up per step rather than a scan of every transition.
///
/// A chart holds its index by reference and gets a new, empty one whenever its states, events
/// or transitions change; the index takes no part in the chart's equality or hash.
final class StateChartIndex: @unchecked Sendable {
  /// A transition's key: its source state, event and guard outcomes.
  struct TransitionKey: Hashable {
    var source: String
    var event: String
    var conditions: [String]
  }

  /// The look-up tables, each keeping the first of equal keys as the chart's scans did.
  struct Tables {
    var states: [String: Int] = [:]
    var transitions: [TransitionKey: Int] = [:]
    var events: Set<String> = []
    var receptions: [String: Set<StateChart.Reception>] = [:]
  }

  private let lock = NSLock()
  private var built: Tables?

  /// The tables of `chart`, built on first use.
  func tables(of chart: StateChart) -> Tables {
    lock.withLock {
      if let built { return built }
      var tables = Tables()
      for (index, state) in chart.states.enumerated() where tables.states[state.id] == nil {
        tables.states[state.id] = index
        if let receives = state.receives { tables.receptions[state.id] = Set(receives) }
      }
      for (index, transition) in chart.transitions.enumerated() {
        let key = TransitionKey(
          source: transition.source, event: transition.event, conditions: transition.conditions)
        if tables.transitions[key] == nil { tables.transitions[key] = index }
      }
      tables.events = Set(chart.events.map(\.name))
      built = tables
      return tables
    }
  }
}
