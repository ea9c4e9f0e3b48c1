extension PickerFieldMachine.Event: WheelFieldEvent {
  /// ``manualTextEdited(_:)``: the keyboard edits the draft in manual entry.
  package static func keyboardEdited(_ edit: TextEdit) -> Self { .manualTextEdited(edit) }

  /// The event as the common event it is; `nil` for the picker's own.
  package var common: CommonEventCase? {
    switch self {
    case .errorSet(let message): .errorSet(message)
    case .errorRemoved: .errorRemoved
    case .enabledChanged(let isEnabled): .enabledChanged(isEnabled)
    case .readOnlyChanged(let isReadOnly): .readOnlyChanged(isReadOnly)
    case .helperTextChanged(let helperText): .helperTextChanged(helperText)
    case .supportingRowReservationChanged(let reserves): .supportingRowReservationChanged(reserves)
    case .errorAnnouncementsChanged(let announces): .errorAnnouncementsChanged(announces)
    case .openRequested, .rowSelected, .doneTapped, .clearTapped, .manualTextEdited,
      .returnPressed, .closeRequested, .keyboardWillShow, .indexAssigned, .manualIndexAssigned,
      .textAssigned, .dataAssigned, .manualEntryCapabilityChanged, .manualEntryOptionNameChanged,
      .clearableChanged:
      nil
    }
  }
}

extension PickerFieldMachine.State: WheelFieldState {
  /// The mode's name: closed, focused, openOnList, openOnManual.
  package var modeName: PickerMode.Name { mode.name }
  /// The error shown: the app's.
  package var shownError: ErrorState { error }
  /// Whether the picker is open, or a focused read-only picker.
  package var isActive: Bool { mode.isActive }
  /// Whether the wheel shows: open on a list row or in manual entry.
  package var isWheelShown: Bool { mode.isOpen }
}
