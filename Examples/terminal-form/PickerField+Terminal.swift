import FieldMachines

extension PickerField {
  /// Whether the picker is open on its manual-entry row with the keyboard up, read from its
  /// machine's mode: keystrokes go into the picker then.
  var isTypingManually: Bool {
    if case .openOnManual = machine.state.mode { return true }
    return false
  }
}
