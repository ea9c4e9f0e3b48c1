extension AreaFieldMachine.Event {
  /// The event as the common event it is; `nil` for the text events of the text fields' own.
  package var common: CommonEventCase? {
    switch self {
    case .errorSet(let message): .errorSet(message)
    case .errorRemoved: .errorRemoved
    case .enabledChanged(let isEnabled): .enabledChanged(isEnabled)
    case .readOnlyChanged(let isReadOnly): .readOnlyChanged(isReadOnly)
    case .helperTextChanged(let helperText): .helperTextChanged(helperText)
    case .supportingRowReservationChanged(let reserves): .supportingRowReservationChanged(reserves)
    case .errorAnnouncementsChanged(let announces): .errorAnnouncementsChanged(announces)
    case .beginRequested, .textEdited, .clearTapped, .endRequested, .textAssigned,
      .maxLengthChanged, .lengthLimitPolicyChanged, .overflowMessageChanged:
      nil
    }
  }
}
