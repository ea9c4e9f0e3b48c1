/// One measured figure of fieldbench, with its target when it has one.
struct BenchResult {
  /// The section: `step`, `memory`, `validate`, `charts`.
  var section: String
  /// What was measured, e.g. `EntryFieldMachine` or `EntryField + delegate`.
  var name: String
  /// The figure.
  var value: Double
  /// The unit of ``value``: `ns/event`, `ms`, `bytes`.
  var unit: String
  /// The value as a ratio to the floor, for steps.
  var ratioToFloor: Double?
  /// Heap allocations per event, `nil` when not counted or not applicable.
  var allocationsPerEvent: Double?
  /// The target in words, e.g. `≤ 2× floor, 0 allocations`.
  var target: String?
  /// Whether the target holds; `nil` without a target or when it cannot be judged.
  var meetsTarget: Bool?
  /// A note: how it was measured, or why a figure is missing.
  var note: String?
}
