import FieldMachines

/// Steps a field (through a ``FieldDriver``) and a pure machine (through a ``LawChecker``) with
/// the same events and checks after each that they agree.
///
/// - the pure machine, given the events the field sent (or the event itself when the field sent
///   none), obeys every law of ``LawChecker``;
/// - the field's machine equals the pure machine, so a field that sends nothing was right to: the
///   event is a no-op for the machine too;
/// - `isActive` agrees with the machine;
/// - the delegate's did-begin and did-end calls alternate and match the machine's activations;
/// - the field announced (``FieldDriver/announcements``) as many errors as the machine's
///   announcement effects ordered, when the driver counts them.
public struct DifferentialChecker<Driver: FieldDriver> {
  /// The field's driver.
  public let driver: Driver
  /// The pure machine and its laws.
  public private(set) var laws: LawChecker<Driver.Machine>
  /// The announcements the pure machine ordered so far.
  public private(set) var orderedAnnouncements = 0

  /// Starts from a fresh field and a fresh machine.
  public init(_ driver: Driver) {
    self.driver = driver
    self.laws = LawChecker(driver.machine)
  }

  /// Performs `event` on both and checks that they agree.
  public mutating func step(_ event: Driver.Machine.Event) throws {
    let sent = driver.perform(event)
    // By count rather than `isEmpty` and `indices`: this runs unspecialised, where those
    // generic collection members cost metadata look-ups on every step.
    if sent.count == 0 {
      try stepMachine(event)
    } else {
      for index in 0..<sent.count { try stepMachine(sent[index]) }
    }
    try check(
      driver.machine == laws.machine,
      "field and machine disagree: the field's state is \(driver.machine.state), "
        + "the machine's \(laws.machine.state)")
    let isActive = Driver.Machine.isActive(laws.machine.state)
    try check(driver.isFieldActive == isActive, "isActive is \(driver.isFieldActive)")
    let open = driver.beginCalls - driver.endCalls
    try check(
      open == (isActive ? 1 : 0),
      "the delegate heard \(driver.beginCalls) did-begin and \(driver.endCalls) did-end calls "
        + "for a field that is \(isActive ? "active" : "inactive")")
    if let announcements = driver.announcements {
      try check(
        announcements == orderedAnnouncements,
        "the field made \(announcements) announcements where the machine ordered "
          + "\(orderedAnnouncements)")
    }
  }

  /// Steps the pure machine with `reference` under its laws and counts the announcements its
  /// effects order, visited by index over the inlinable subscript (this code is specialised for
  /// each catalogued machine; `forEach` would copy the effects first through their generic value
  /// witness).
  private mutating func stepMachine(_ reference: Driver.Machine.Event) throws {
    let effects = try laws.step(reference)
    for index in 0..<effects.count
    where Driver.Machine.announcement(of: effects[index]) != nil {
      orderedAnnouncements += 1
    }
  }

  /// Runs `events` on a fresh driver made by `make`; the thrown violation carries the step.
  public static func run(_ events: [Driver.Machine.Event], on make: () -> Driver) throws {
    try runSteps(events, from: { DifferentialChecker(make()) }, step: { try $0.step($1) })
  }
}
