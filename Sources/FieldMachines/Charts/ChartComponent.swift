/// A setting in a machine's state that few probes read or write, so a chart exploration can
/// run the rest of the probes once for all its values (see ``ChartableMachine/chartComponents``).
///
/// A component is a small integer view of one stored setting, such as the reserved supporting
/// row: ``value(of:)`` reads it, ``set(_:in:)`` writes it. Its ``events`` are the chart event
/// names (``ChartableMachine/chartEventName(of:)``) whose transitions may read or write it;
/// every other event must leave it as it is and do the same, with the same guard outcomes and
/// effects, whatever its value, and no state's chart node may depend on it. An exploration
/// checks the first part on every step it runs; the tests check the rest by comparing the
/// factored exploration with one that runs every probe in every concrete state.
package struct ChartComponent<State>: Sendable {
  /// The setting's name, for messages.
  package var name: String
  /// How many values the setting takes: ``value(of:)`` returns one of `0..<count`.
  package var count: Int
  /// The chart event names whose transitions may read or write the setting.
  package var events: Set<String>
  private let read: @Sendable (State) -> Int
  private let write: @Sendable (inout State, Int) -> Void

  /// A component named `name` with `count` values, read and written by `value` and `set`,
  /// that the events named `events` may read or write.
  package init(
    _ name: String, count: Int, events: Set<String>,
    value: @escaping @Sendable (State) -> Int,
    set: @escaping @Sendable (inout State, Int) -> Void
  ) {
    self.name = name
    self.count = count
    self.events = events
    read = value
    write = set
  }

  /// A Boolean setting: 0 for `false`, 1 for `true`.
  package static func flag(
    _ name: String, events: Set<String>, value: @escaping @Sendable (State) -> Bool,
    set: @escaping @Sendable (inout State, Bool) -> Void
  ) -> ChartComponent {
    ChartComponent(
      name, count: 2, events: events, value: { value($0) ? 1 : 0 },
      set: { state, index in set(&state, index != 0) })
  }

  /// The setting's value in `state`, in `0..<count`.
  package func value(of state: State) -> Int { read(state) }

  /// Sets the setting to `value` (in `0..<count`) in `state`.
  package func set(_ value: Int, in state: inout State) { write(&state, value) }
}
