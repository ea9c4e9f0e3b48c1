import FieldMachines

/// What `simulate` calls on every kind of field besides ``FieldMachines/Field``: its machine,
/// its transitions, and the keyboard and clear actions all four fields have.
protocol ScriptedField: Field {
  /// The machine the field runs.
  associatedtype Machine: FieldMachine
  /// The field's machine now.
  var machine: Machine { get }
  /// Calls `handler` after every transition of the field's machine.
  func observeTransitions(
    _ handler: @escaping (TransitionRecord<Machine>) -> Void
  ) -> TransitionObservation
  /// Types `text` at the end.
  func typeText(_ text: String)
  /// Deletes the last character.
  func deleteBackward()
  /// Replaces the whole text.
  func replaceText(with text: String)
  /// The return key.
  func pressReturn()
  /// The clear button or pill.
  func tapClear()
}

extension EntryField: ScriptedField {}
extension AreaField: ScriptedField {}
extension PickerField: ScriptedField {}
extension DateField: ScriptedField {}
