import FieldMachines

/// What one script line did: the machine transitions it caused, the delegate calls, and the
/// field afterwards.
struct ScriptStep<Machine: ChartableMachine> {
  /// The line as written, trimmed.
  var action: String
  /// The machine's transitions during the line, in order (none when the field sent nothing).
  var records: [TransitionRecord<Machine>]
  /// The delegate calls during the line, in order.
  var calls: [String]
  /// The chart state afterwards.
  var state: String
  /// The value of each chart region afterwards, in ``ChartableMachine/chartRegions`` order.
  var regions: [(name: String, value: String)]
  /// The field afterwards.
  var snapshot: SessionSnapshot
}
