extension CommonFieldEvent {
  /// Whether storing this setting (enabling, read-only, the helper text, the reserved row or
  /// announcements) changes `state`, which every kind stores the same way (`""` helper text as
  /// `nil`); `nil` for the error events, whose effect on the state is each kind's own.
  package func changesSetting(of state: some CommonFieldState) -> Bool? {
    switch self {
    case .enabledChanged(let isEnabled): isEnabled != state.isEnabled
    case .readOnlyChanged(let isReadOnly): isReadOnly != state.isReadOnly
    case .helperTextChanged(let helperText):
      (helperText?.isEmpty == true ? nil : helperText) != state.helperText
    case .supportingRowReservationChanged(let reserves): reserves != state.reservesSupportingRow
    case .errorAnnouncementsChanged(let announces): announces != state.announcesErrors
    case .errorSet, .errorRemoved: nil
    }
  }
}
