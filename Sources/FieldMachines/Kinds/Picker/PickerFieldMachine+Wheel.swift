extension PickerFieldMachine.Event: WheelFieldEvent {
  /// ``manualTextEdited(_:)``: the keyboard edits the draft in manual entry.
  package static func keyboardEdited(_ edit: TextEdit) -> Self { .manualTextEdited(edit) }
}

/// The mode's name, the error shown (the app's), whether the picker is active (open, or a
/// focused read-only picker) and whether the wheel shows are read from the mode, as for every
/// wheel field.
extension PickerFieldMachine.State: WheelFieldState {}

extension PickerMode: WheelFieldMode {
  /// Whether the wheel shows: open on a list row or in manual entry.
  package var isWheelShown: Bool { isOpen }
}
