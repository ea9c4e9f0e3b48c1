import FieldMachines

/// An entry event as the kit reads it: one the area shares (``TextFieldEvent``), or one of the
/// entry's own.
enum EntryEventSplit {
  case shared(TextFieldEvent)
  case returnPressed(allowed: Bool)
  case visibilityToggled
  case secureTextEntryChanged(Bool)

  /// `event` split.
  init(_ event: EntryFieldMachine.Event) {
    self =
      switch event {
      case .beginRequested(let allowed): .shared(.beginRequested(allowed: allowed))
      case .textEdited(let edit, let allowed): .shared(.textEdited(edit, allowed: allowed))
      case .returnPressed(let allowed): .returnPressed(allowed: allowed)
      case .clearTapped(let allowed): .shared(.clearTapped(allowed: allowed))
      case .visibilityToggled: .visibilityToggled
      case .endRequested(let allowed): .shared(.endRequested(allowed: allowed))
      case .textAssigned(let text): .shared(.textAssigned(text))
      case .errorSet(let message): .shared(.errorSet(message))
      case .errorRemoved: .shared(.errorRemoved)
      case .enabledChanged(let isEnabled): .shared(.enabledChanged(isEnabled))
      case .readOnlyChanged(let isReadOnly): .shared(.readOnlyChanged(isReadOnly))
      case .helperTextChanged(let text): .shared(.helperTextChanged(text))
      case .supportingRowReservationChanged(let reserves):
        .shared(.supportingRowReservationChanged(reserves))
      case .maxLengthChanged(let limit): .shared(.maxLengthChanged(limit))
      case .lengthLimitPolicyChanged(let policy): .shared(.lengthLimitPolicyChanged(policy))
      case .overflowMessageChanged(let message): .shared(.overflowMessageChanged(message))
      case .secureTextEntryChanged(let isSecure): .secureTextEntryChanged(isSecure)
      case .errorAnnouncementsChanged(let announces):
        .shared(.errorAnnouncementsChanged(announces))
      }
  }
}
