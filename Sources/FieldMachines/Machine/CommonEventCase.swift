/// One of the events every field kind has (``CommonFieldEvent``'s cases), as one value, so what
/// the kinds do with them (their script words, field calls and simpler forms) is written once.
///
/// Each kind's `Event` says which of its cases are these (``CommonFieldEvent/common``).
package enum CommonEventCase: Sendable, Hashable {
  /// The app called `setError(withText:)`.
  case errorSet(String)
  /// The app called `removeErrorUI()`.
  case errorRemoved
  /// The app set `isEnabled`.
  case enabledChanged(Bool)
  /// The app set `isReadOnly`.
  case readOnlyChanged(Bool)
  /// The app set `helperText`.
  case helperTextChanged(String?)
  /// The app set `reservesSupportingRow`.
  case supportingRowReservationChanged(Bool)
  /// The app set `announcesErrors`.
  case errorAnnouncementsChanged(Bool)
}
