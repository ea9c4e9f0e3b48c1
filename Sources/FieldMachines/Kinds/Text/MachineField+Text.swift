/// What the package reads of a text field (``EntryField``, ``AreaField``), written once; apps
/// read the same through the field's appearance and supporting row.
extension MachineField where Machine.State == TextFieldState {
  /// The counter, such as "12/40", or `nil` without a limit.
  package var counterText: String? { machine.state.counterText }

  /// Whether the clear-text button shows: editing (focused, not read-only) with text.
  package var showsClearTextButton: Bool { machine.state.canClearText }
}
