/// One concrete event a chart exploration sends, with the same action as a script line.
///
/// A machine's probes are the finite alphabet its chart is explored over: each delegate answer
/// (allowed and vetoed), each kind of row, each configuration change. The ``script`` line lets
/// `fieldchart paths` print a path as a `fieldchart simulate` script that a field replays.
package struct ChartProbe<Event: Sendable & Hashable>: Sendable, Hashable {
  /// The event sent to the machine.
  package var event: Event
  /// The user action or programmatic call that makes a field send ``event``, as a line of a
  /// `fieldchart simulate` script (for example `veto tap`).
  package var script: String

  /// Creates a probe.
  package init(_ event: Event, script: String) {
    self.event = event
    self.script = script
  }
}
