import FieldMachines

/// What `simulate` calls on every kind of field besides ``FieldMachines/Field`` (whose
/// requirements include the keyboard and clear actions): its machine and its transitions.
protocol ScriptedField: Field {
  /// The machine the field runs.
  associatedtype Machine: FieldMachine
  /// The field's machine now.
  var machine: Machine { get }
  /// Calls `handler` after every transition of the field's machine.
  func observeTransitions(
    _ handler: @escaping (TransitionRecord<Machine>) -> Void
  ) -> TransitionObservation
}

extension EntryField: ScriptedField {}
extension AreaField: ScriptedField {}
extension PickerField: ScriptedField {}
extension DateField: ScriptedField {}
