import FieldMachines

/// Collects the transitions a field reports while a script line runs.
final class TransitionLog<Machine: FieldMachine> {
  /// The transitions since the last drain.
  var records: [TransitionRecord<Machine>] = []

  /// The transitions since the last drain; empties the log.
  func drain() -> [TransitionRecord<Machine>] {
    defer { records.removeAll() }
    return records
  }
}
