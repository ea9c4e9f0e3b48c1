/// The event type of a field machine (``EntryFieldMachine/Event``, ``AreaFieldMachine/Event``,
/// ``PickerFieldMachine/Event``, ``DateFieldMachine/Event``): the kind's own events and one
/// case carrying the events every field has (``CommonFieldEvent``).
///
/// The common events can be spelled on any of them directly, as `.errorSet("Required")` or
/// `.enabledChanged(false)`: each is the event's ``common(_:)`` case. Code generic over the
/// kinds can send them too:
///
/// ```swift
/// func disable<Machine: FieldMachine>(_ machine: inout Machine)
/// where Machine.Event: FieldMachineEvent {
///   _ = machine.handle(.enabledChanged(false))
/// }
/// ```
public protocol FieldMachineEvent: Sendable, Hashable {
  /// One of the events every field kind has.
  static func common(_ event: CommonFieldEvent) -> Self
}

extension FieldMachineEvent {
  /// The app called `setError(withText:)`: ``common(_:)`` with ``CommonFieldEvent/errorSet(_:)``.
  public static func errorSet(_ message: String) -> Self { .common(.errorSet(message)) }
  /// The app called `removeErrorUI()`: ``common(_:)`` with ``CommonFieldEvent/errorRemoved``.
  public static var errorRemoved: Self { .common(.errorRemoved) }
  /// The app set `isEnabled`: ``common(_:)`` with ``CommonFieldEvent/enabledChanged(_:)``.
  public static func enabledChanged(_ isEnabled: Bool) -> Self {
    .common(.enabledChanged(isEnabled))
  }
  /// The app set `isReadOnly`: ``common(_:)`` with ``CommonFieldEvent/readOnlyChanged(_:)``.
  public static func readOnlyChanged(_ isReadOnly: Bool) -> Self {
    .common(.readOnlyChanged(isReadOnly))
  }
  /// The app set `helperText`: ``common(_:)`` with ``CommonFieldEvent/helperTextChanged(_:)``.
  public static func helperTextChanged(_ helperText: String?) -> Self {
    .common(.helperTextChanged(helperText))
  }
  /// The app set `reservesSupportingRow`: ``common(_:)`` with
  /// ``CommonFieldEvent/supportingRowReservationChanged(_:)``.
  public static func supportingRowReservationChanged(_ reserves: Bool) -> Self {
    .common(.supportingRowReservationChanged(reserves))
  }
  /// The app set `announcesErrors`: ``common(_:)`` with
  /// ``CommonFieldEvent/errorAnnouncementsChanged(_:)``.
  public static func errorAnnouncementsChanged(_ announces: Bool) -> Self {
    .common(.errorAnnouncementsChanged(announces))
  }
}
