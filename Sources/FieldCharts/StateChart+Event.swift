import FieldMachines

extension StateChart {
  /// An event of the chart, with the concrete events the exploration sent for it.
  public struct Event: Sendable, Hashable {
    /// The event's case name, such as `beginRequested`.
    public var name: String
    /// The concrete events sent while exploring, such as `beginRequested(allowed: true)`.
    package var probes: [Probe]

    /// Creates an event.
    public init(name: String, probes: [Probe]) {
      self.name = name
      self.probes = probes
    }
  }

  /// One concrete event the exploration sends, and the same action as a `simulate` script line.
  public struct Probe: Sendable, Hashable {
    /// The event as Swift prints it, such as `beginRequested(allowed: false)`.
    public var event: String
    /// The user action or programmatic call that sends it, as a line of a
    /// `fieldchart simulate` script, such as `veto tap`.
    public var script: String

    /// Creates a probe description.
    public init(event: String, script: String) {
      self.event = event
      self.script = script
    }
  }
}
