import FieldMachines

/// Drives a field object through its public API with a machine's events, as a user and an app
/// would, with itself as the field's delegate answering each "should" question with the event's
/// `allowed:` payload.
///
/// ``DifferentialChecker`` steps a driver and a pure machine side by side: the field must end
/// every step in the state the machine reaches, and its delegate's did-begin and did-end calls
/// must alternate.
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

  /// Performs `event` through the field's public API.
  func perform(_ event: Machine.Event)
  /// The event the pure machine must handle to match what ``perform(_:)`` did (the same event,
  /// unless the field supplies part of it itself, such as the date field's clock).
  func reference(_ event: Machine.Event) -> Machine.Event
}

extension FieldDriver {
  /// The same event.
  public func reference(_ event: Machine.Event) -> Machine.Event { event }
}
