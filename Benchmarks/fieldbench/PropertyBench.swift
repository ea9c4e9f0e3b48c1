import FieldMachines
import FieldMachinesTesting
import Testing

/// The testing kit's property runs, in events per second on one core: for each kind, the
/// machine's laws (``LawChecker``, as `checkFieldMachineLaws` runs them) and the field against
/// its machine (``DifferentialChecker``, as `checkFieldMatchesMachine` runs them), each over the
/// kind's generated sequences. The target is a 10,000,000-event run per kind in a minute.
enum PropertyBench {
  /// One timed property run.
  struct Measurement {
    /// The property run, such as `EntryFieldMachine laws`.
    var name: String
    /// The events the run tried.
    var events: Int
    /// The run's thread CPU time in seconds (``ThreadCPUTime``).
    var seconds: Double
    /// Whether the property failed (a defect, not a speed).
    var failed: Bool

    /// Events per second.
    var eventsPerSecond: Double { seconds > 0 ? Double(events) / seconds : .nan }
  }

  /// The events per second a 10,000,000-event run per kind needs to take a minute.
  static let targetEventsPerSecond = 10_000_000.0 / 60

  /// Both property runs of every kind, `events` events each.
  static func measureAll(events: Int, seed: UInt64) -> [Measurement] {
    FieldKindCatalog.all.flatMap { measure($0, events: events, seed: seed) }
  }

  /// The laws and the field-against-machine run of `kind`, as a test runs them:
  /// `checkFieldMachineLaws` and `checkFieldMatchesMachine` with the kind's driver.
  private static func measure<Kind: FieldKindDescription>(
    _ kind: Kind.Type, events: Int, seed: UInt64
  ) -> [Measurement] {
    typealias Machine = Kind.Machine
    let laws = timed("\(Machine.self) laws") {
      checkFieldMachineLaws(Machine.self, seed: seed, eventCount: events)
    }
    let differential = timed("\(Kind.FieldObject.self) ≡ \(Machine.self)") {
      checkFieldMatchesMachine(Kind.makeDriver(), seed: seed, eventCount: events)
    }
    return [laws, differential]
  }

  private static func timed<Event>(
    _ name: String, _ run: () -> PropertyResult<Event>
  ) -> Measurement {
    let (nanoseconds, result) = ThreadCPUTime.measure(run)
    let seconds = nanoseconds / 1e9
    switch result {
    case .passed(_, let events):
      return Measurement(name: name, events: events, seconds: seconds, failed: false)
    case .failed:
      return Measurement(name: name, events: 0, seconds: seconds, failed: true)
    }
  }
}
