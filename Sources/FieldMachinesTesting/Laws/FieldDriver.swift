import FieldMachines

/// Drives a field object through its public API with a machine's events, as a user and an app
/// would, with itself as the field's delegate answering each "should" question with the event's
/// `allowed:` payload.
///
/// ``DifferentialChecker`` steps a driver and a pure machine side by side: the pure machine
/// handles the events the field reported sending (or the event itself when the field sent
/// nothing, which must then be a no-op), the field must end every step in the state the
/// machine reaches, its delegate's did-begin and did-end calls must alternate, and it must
/// announce exactly the errors the machine orders announced.
public protocol FieldDriver: AnyObject {
  /// The machine whose events drive the field.
  associatedtype Machine: TestableFieldMachine

  /// The field's machine now.
  var machine: Machine { get }
  /// Whether the field says it is active (`isActive`).
  var isFieldActive: Bool { get }
  /// The delegate's did-begin calls so far.
  var beginCalls: Int { get }
  /// The delegate's did-end calls so far.
  var endCalls: Int { get }
  /// The announcements the field made so far (through its `announcementHandler`); `nil` when
  /// the driver does not count them.
  var announcements: Int? { get }

  /// Performs `event` through the field's public API and returns the events the pure machine
  /// must handle to match: `[event]` itself, unless the field fills in payloads (the date
  /// field's clock, draft and parse) or sends several events, where it is what the field sent
  /// as its transition observers heard it, with the delegate's answers put back as `event` gave
  /// them (so a field that ignored its delegate still disagrees with the machine).
  func perform(_ event: Machine.Event) -> [Machine.Event]

  /// Performs `event` as ``perform(_:)`` does and hands `body` each event that returns, in
  /// order, with no array made for them; `body` is not called when the field sent nothing.
  func perform(_ event: Machine.Event, each body: (Machine.Event) throws -> Void) throws
}

extension FieldDriver {
  /// `nil`: announcements are not counted.
  public var announcements: Int? { nil }

  /// Hands `body` each event ``perform(_:)`` returns.
  public func perform(
    _ event: Machine.Event, each body: (Machine.Event) throws -> Void
  ) throws {
    for sent in perform(event) { try body(sent) }
  }
}

/// The events a field sent to its machine, as its transition listener hears them.
final class SentEvents<Machine: FieldMachine> {
  private(set) var events: [Machine.Event] = []

  /// Records `record`'s event.
  func record(_ record: TransitionRecord<Machine>) {
    events.append(record.event)
  }

  /// The events recorded since the last call, each passed through `transform`. The record
  /// keeps its storage for the next step: one array is made per call, the one returned.
  func take(_ transform: (Machine.Event) -> Machine.Event) -> [Machine.Event] {
    defer { events.removeAll(keepingCapacity: true) }
    return events.map(transform)
  }

  /// Hands `body` the events recorded since the last call, each passed through `transform`,
  /// and forgets them, keeping the storage: no array is made.
  func take(
    _ transform: (Machine.Event) -> Machine.Event, each body: (Machine.Event) throws -> Void
  ) rethrows {
    defer { events.removeAll(keepingCapacity: true) }
    // By index, with no copy of the list held (the removal would then allocate anew); `body`
    // steps the pure machine, not the field, so nothing is recorded meanwhile.
    var index = 0
    while index < events.count {
      try body(transform(events[index]))
      index += 1
    }
  }
}
