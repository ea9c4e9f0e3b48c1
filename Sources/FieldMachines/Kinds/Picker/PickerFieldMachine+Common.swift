extension PickerFieldMachine.Event: WheelFieldEvent {
  /// ``manualTextEdited(_:)``: the keyboard edits the draft in manual entry.
  package static func keyboardEdited(_ edit: TextEdit) -> Self { .manualTextEdited(edit) }
}

extension PickerFieldMachine.State: CommonFieldState {
  /// The error shown: the app's.
  package var shownError: ErrorState { error }
}
