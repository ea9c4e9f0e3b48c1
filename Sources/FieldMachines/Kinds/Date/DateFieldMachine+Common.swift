extension DateFieldMachine.Event: WheelFieldEvent {
  /// ``draftEdited(_:)``: the keyboard edits the draft while typing.
  package static func keyboardEdited(_ edit: TextEdit) -> Self { .draftEdited(edit) }
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
