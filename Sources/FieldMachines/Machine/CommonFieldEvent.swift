/// One of the events every field kind has — the app setting or removing the error, and the
/// configuration every field shares — as one value: every machine's `Event` carries it as its
/// `common(_:)` case (``FieldMachineEvent/common(_:)``).
///
/// ```swift
/// machine.handle(.common(.errorSet("Required")))
/// machine.handle(.errorSet("Required"))  // the same event, spelled through FieldMachineEvent
///
/// switch event {
/// case .common(.errorSet(let message)): print(message)
/// case .common, .beginRequested, …: break
/// }
/// ```
///
/// Its script words, the field call each stands for and its simpler forms are written once
/// here, for every kind.
public enum CommonFieldEvent: Sendable, Hashable {
  /// The app called `setError(withText:)`.
  case errorSet(String)
  /// The app called `removeErrorUI()`.
  case errorRemoved
  /// The app set `isEnabled`.
  case enabledChanged(Bool)
  /// The app set `isReadOnly`.
  case readOnlyChanged(Bool)
  /// The app set `helperText`; `nil` or `""` removes it.
  case helperTextChanged(String?)
  /// The app set `reservesSupportingRow`.
  case supportingRowReservationChanged(Bool)
  /// The app set `announcesErrors`.
  case errorAnnouncementsChanged(Bool)
}
