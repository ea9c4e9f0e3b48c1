import FieldMachines

extension TextFieldEvent {
  /// An area event: every one is shared with the entry.
  init(_ event: AreaFieldMachine.Event) {
    self =
      switch event {
      case .beginRequested(let allowed): .beginRequested(allowed: allowed)
      case .textEdited(let edit, let allowed): .textEdited(edit, allowed: allowed)
      case .clearTapped(let allowed): .clearTapped(allowed: allowed)
      case .endRequested(let allowed): .endRequested(allowed: allowed)
      case .textAssigned(let text): .textAssigned(text)
      case .errorSet(let message): .errorSet(message)
      case .errorRemoved: .errorRemoved
      case .enabledChanged(let isEnabled): .enabledChanged(isEnabled)
      case .readOnlyChanged(let isReadOnly): .readOnlyChanged(isReadOnly)
      case .helperTextChanged(let text): .helperTextChanged(text)
      case .supportingRowReservationChanged(let reserves):
        .supportingRowReservationChanged(reserves)
      case .maxLengthChanged(let limit): .maxLengthChanged(limit)
      case .lengthLimitPolicyChanged(let policy): .lengthLimitPolicyChanged(policy)
      case .overflowMessageChanged(let message): .overflowMessageChanged(message)
      case .errorAnnouncementsChanged(let announces): .errorAnnouncementsChanged(announces)
      }
  }
}
