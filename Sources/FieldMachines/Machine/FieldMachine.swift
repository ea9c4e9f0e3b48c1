/// A field's behaviour as a pure value: a state and one transition function.
///
/// Every machine in FieldMachines conforms: ``EntryFieldMachine``, ``AreaFieldMachine``,
/// ``PickerFieldMachine`` and ``DateFieldMachine``. A machine reads no clock, calls no delegate
/// and performs nothing. ``handle(_:)`` switches exhaustively over its events, changes
/// ``state`` and returns what should happen as ``Effects`` for a field object to perform.
///
/// Guards that a delegate answers (should-begin, should-end, should-change, …) arrive inside the
/// events as `allowed:` payloads, so a transition depends on nothing but the state and the event.
public protocol FieldMachine: Sendable, Equatable {
  /// Everything the machine knows: focus, error, value and the configuration that transitions read.
  associatedtype State: Sendable, Hashable
  /// What happened: a user action, a programmatic call or a configuration change.
  associatedtype Event: Sendable, Hashable
  /// An order for the field object: call a delegate, announce a change, shake.
  associatedtype Effect: Sendable, Hashable

  /// The machine's current state. It changes only through ``handle(_:)``.
  var state: State { get }

  /// Creates a machine in the given state.
  init(state: State)

  /// Applies one event and returns the effects to perform, in order.
  ///
  /// An event that means nothing in the current state is a no-op: the state is unchanged and no
  /// effect is returned. It never traps.
  mutating func handle(_ event: Event) -> Effects<Effect>
}
