import FieldMachines

/// What `simulate` calls on every kind of field: ``FieldMachines/Field`` (with the keyboard
/// and clear actions) and ``FieldMachines/ObservableField`` (its machine and its transitions).
protocol ScriptedField: ObservableField {}

extension EntryField: ScriptedField {}
extension AreaField: ScriptedField {}
extension PickerField: ScriptedField {}
extension DateField: ScriptedField {}
