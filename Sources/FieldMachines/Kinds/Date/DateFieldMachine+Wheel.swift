extension DateFieldMachine.Event: WheelFieldEvent {
  /// ``draftEdited(_:)``: the keyboard edits the draft while typing.
  package static func keyboardEdited(_ edit: TextEdit) -> Self { .draftEdited(edit) }
}

/// The mode's name, the error shown (the app's, or the one typed entry or a range pair set),
/// whether the field is active (open on the wheel, typing, or a focused read-only field) and
/// whether the wheel shows are read from the mode, as for every wheel field.
extension DateFieldMachine.State: WheelFieldState {}

extension DateFieldMode: WheelFieldMode {
  /// Whether the wheel shows: open on it, not typing.
  package var isWheelShown: Bool { name == .open }
}
