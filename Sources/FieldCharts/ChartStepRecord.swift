import FieldMachines

/// One step of a ``ChartExploration``, stored compactly: indices only, no strings or arrays,
/// so the hundreds of thousands of steps an exploration takes cost no reference counting.
struct ChartStepRecord {
  private let sourceIndex: UInt32
  private let probeIndex: UInt32
  private let targetIndex: UInt32
  private let conditionsIndex: UInt32
  private let effectsIndex: UInt32
  /// Whether the step is a no-op on the chart (see ``ChartExploration/Step/isSilent``).
  let isSilent: Bool
  /// Whether normalisation left the state as the machine made it (see
  /// ``ChartExploration/Step/isExact``).
  let isExact: Bool

  /// The index of the state before.
  var source: Int { Int(sourceIndex) }
  /// The index of the probe sent.
  var probe: Int { Int(probeIndex) }
  /// The index of the state after.
  var target: Int { Int(targetIndex) }
  /// The index of the guard outcomes in the exploration's list of them.
  var conditions: Int { Int(conditionsIndex) }
  /// The index of the effect names in the exploration's list of them; 0 for none.
  var effects: Int { Int(effectsIndex) }

  /// A record of the step from state `source` by probe `probe` to state `target`. Indices
  /// stay far below `UInt32.max`: the state limit bounds them.
  init(
    source: Int, probe: Int, target: Int, conditions: Int, effects: Int, isSilent: Bool,
    isExact: Bool
  ) {
    sourceIndex = UInt32(truncatingIfNeeded: source)
    probeIndex = UInt32(truncatingIfNeeded: probe)
    targetIndex = UInt32(truncatingIfNeeded: target)
    conditionsIndex = UInt32(truncatingIfNeeded: conditions)
    effectsIndex = UInt32(truncatingIfNeeded: effects)
    self.isSilent = isSilent
    self.isExact = isExact
  }
}
