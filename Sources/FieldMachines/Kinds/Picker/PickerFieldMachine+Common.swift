extension PickerFieldMachine.Event: WheelFieldEvent {
  /// ``manualTextEdited(_:)``: the keyboard edits the draft in manual entry.
  package static func keyboardEdited(_ edit: TextEdit) -> Self { .manualTextEdited(edit) }
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
