extension DateFieldMachine.Event: WheelFieldEvent {
  /// ``draftEdited(_:)``: the keyboard edits the draft while typing.
  package static func keyboardEdited(_ edit: TextEdit) -> Self { .draftEdited(edit) }

  /// The event as the common event it is; `nil` for the date field's own.
  package var common: CommonEventCase? {
    switch self {
    case .openRequested, .dateScrolled, .doneTapped, .clearTapped, .closeRequested,
      .keyboardWillShow, .dateAssigned, .minimumDateChanged, .maximumDateChanged,
      .defaultDateChanged, .clearableChanged:
      nil
    case .errorSet(let message): .errorSet(message)
    case .errorRemoved: .errorRemoved
    case .enabledChanged(let isEnabled): .enabledChanged(isEnabled)
    case .typingRequested, .draftEdited, .typedDateCommitted, .typedDateResigned, .wheelRequested,
      .rangeOrderChecked, .entryOptionsChanged:
      nil
    case .readOnlyChanged(let isReadOnly): .readOnlyChanged(isReadOnly)
    case .helperTextChanged(let helperText): .helperTextChanged(helperText)
    case .supportingRowReservationChanged(let reserves): .supportingRowReservationChanged(reserves)
    case .errorAnnouncementsChanged(let announces): .errorAnnouncementsChanged(announces)
    }
  }
}

extension DateFieldMachine.State: WheelFieldState {
  /// The mode's name: closed, focused, open, typing.
  package var modeName: DateFieldMode.Name { mode.name }
  /// The error shown: the app's, or the one typed entry or a range pair set.
  package var shownError: ErrorState { error }
  /// Whether the field is open on the wheel, typing, or a focused read-only field.
  package var isActive: Bool { mode.isActive }
  /// Whether the wheel shows: open on it, not typing.
  package var isWheelShown: Bool { mode.name == .open }
}
