/// The events every field machine has, so the code the field objects share
/// (`MachineField`) can send them: the error, enabling, read-only, the supporting row and
/// announcements. Each machine's `Event` enum conforms with its own cases.
package protocol CommonFieldEvent: Sendable, Hashable {
  /// This event as the common event it is; `nil` for the kind's own events.
  var common: CommonEventCase? { get }
  /// The app called `setError(withText:)`.
  static func errorSet(_ message: String) -> Self
  /// The app called `removeErrorUI()`.
  static var errorRemoved: Self { get }
  /// The app set `isEnabled`.
  static func enabledChanged(_ isEnabled: Bool) -> Self
  /// The app set `isReadOnly`.
  static func readOnlyChanged(_ isReadOnly: Bool) -> Self
  /// The app set `helperText`.
  static func helperTextChanged(_ helperText: String?) -> Self
  /// The app set `reservesSupportingRow`.
  static func supportingRowReservationChanged(_ reserves: Bool) -> Self
  /// The app set `announcesErrors`.
  static func errorAnnouncementsChanged(_ announces: Bool) -> Self
}
