/// What one probe did in one core state of a ``ChartExploration`` (with one combination of the
/// components it touches), stored compactly: the core state after, the touched components'
/// values after, the guard outcomes and effects recorded, and whether the step was exact.
struct ChartProbeResult {
  private let coreIndex: Int32
  private let touchedIndex: Int32
  private let conditionsIndex: Int32
  private let effectsIndex: Int32
  /// Whether normalisation left the state as the machine made it.
  let isExact: Bool

  /// A result not worked out yet.
  static let unknown = ChartProbeResult()

  /// Whether the probe has run.
  var isKnown: Bool { coreIndex >= 0 }
  /// The index of the core state after.
  var core: Int { Int(coreIndex) }
  /// The touched components' values after, numbered among the probe's own.
  var touchedNumber: Int { Int(touchedIndex) }
  /// The index of the guard outcomes in the exploration's list of them.
  var conditions: Int { Int(conditionsIndex) }
  /// The index of the effect names in the exploration's list of them; 0 for none.
  var effects: Int { Int(effectsIndex) }

  /// A result of a probe that has run. Indices stay far below `Int32.max`: the state limit
  /// bounds them.
  init(core: Int, touchedNumber: Int, conditions: Int, effects: Int, isExact: Bool) {
    coreIndex = Int32(truncatingIfNeeded: core)
    touchedIndex = Int32(truncatingIfNeeded: touchedNumber)
    conditionsIndex = Int32(truncatingIfNeeded: conditions)
    effectsIndex = Int32(truncatingIfNeeded: effects)
    self.isExact = isExact
  }

  private init() {
    coreIndex = -1
    touchedIndex = 0
    conditionsIndex = 0
    effectsIndex = 0
    isExact = false
  }
}
