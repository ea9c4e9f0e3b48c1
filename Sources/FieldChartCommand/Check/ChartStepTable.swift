import FieldMachines

/// A chart's transitions and receptions by source state and event code, in flat arrays: a
/// look-up is an index computation and a scan of the few guard outcomes that slot holds, with
/// nothing hashed. The outcomes are compared as integers (``GuardOutcomeCode/packed``) where
/// they pack, which is every chart's so far. ``ChartPredictor`` builds it once per chart.
struct ChartStepTable {
  /// What ``transitionPacked`` and ``receptionPacked`` hold for guard outcomes that do not
  /// pack: no packed code is all ones (nine outcomes take 63 bits).
  private static let unpacked = UInt64.max
  /// The event codes the table has slots for; a larger code has no entries.
  private let eventCount: Int
  /// The slots: one per source state and event code.
  private let slotCount: Int
  /// Where each slot's transitions start in ``transitionEntries``, with one more at the end.
  private let transitionStarts: [Int]
  /// Each slot's transitions: their guard outcomes and their index in the chart.
  private let transitionEntries: [(guards: GuardOutcomeCode, index: Int)]
  /// Where each slot's receptions start in ``receptionGuards``, with one more at the end.
  private let receptionStarts: [Int]
  /// Each slot's received guard outcomes.
  private let receptionGuards: [GuardOutcomeCode]
  /// ``transitionEntries``' guard outcomes packed, or ``unpacked``.
  private let transitionPacked: [UInt64]
  /// ``receptionGuards`` packed, or ``unpacked``.
  private let receptionPacked: [UInt64]

  /// The table of `transitions` (each key's transition index) and `receptions`, for states
  /// below `stateCount` and events below `eventCount`; keys outside them are left out.
  init(
    stateCount: Int, eventCount: Int, transitions: [(key: ChartStepKey, index: Int)],
    receptions: [ChartStepKey]
  ) {
    self.eventCount = eventCount
    slotCount = stateCount * eventCount
    let slotCount = slotCount
    func slot(_ key: ChartStepKey) -> Int? {
      guard (0..<stateCount).contains(key.source), (0..<eventCount).contains(key.event) else {
        return nil
      }
      return key.source * eventCount + key.event
    }
    func grouped<Entry>(_ entries: [(slot: Int, entry: Entry)]) -> (starts: [Int], [Entry]) {
      var starts = [Int](repeating: 0, count: slotCount + 1)
      for (slot, _) in entries { starts[slot + 1] += 1 }
      for slot in 0..<slotCount { starts[slot + 1] += starts[slot] }
      var next = starts
      var slots = [Entry?](repeating: nil, count: entries.count)
      for (slot, entry) in entries {
        slots[next[slot]] = entry
        next[slot] += 1
      }
      return (starts, slots.compactMap { $0 })
    }
    (transitionStarts, transitionEntries) = grouped(
      transitions.compactMap { key, index in
        slot(key).map { ($0, (guards: key.guards, index: index)) }
      })
    (receptionStarts, receptionGuards) = grouped(
      receptions.compactMap { key in slot(key).map { ($0, key.guards) } })
    transitionPacked = transitionEntries.map { $0.guards.packed ?? Self.unpacked }
    receptionPacked = receptionGuards.map { $0.packed ?? Self.unpacked }
  }

  /// The index of the chart's transition with `key`, if there is one.
  func transition(_ key: ChartStepKey) -> Int? {
    guard let slot = slot(of: key) else { return nil }
    let positions = transitionStarts[slot]..<transitionStarts[slot + 1]
    // Packed outcomes equal only packed ones, and those exactly when the integers are equal.
    if let packed = key.guards.packed {
      for position in positions where transitionPacked[position] == packed {
        return transitionEntries[position].index
      }
      return nil
    }
    for position in positions where transitionEntries[position].guards == key.guards {
      return transitionEntries[position].index
    }
    return nil
  }

  /// Whether the chart says the key's source state receives its event with its guard outcomes.
  func receives(_ key: ChartStepKey) -> Bool {
    guard let slot = slot(of: key) else { return false }
    let positions = receptionStarts[slot]..<receptionStarts[slot + 1]
    if let packed = key.guards.packed {
      return positions.contains { receptionPacked[$0] == packed }
    }
    return positions.contains { receptionGuards[$0] == key.guards }
  }

  private func slot(of key: ChartStepKey) -> Int? {
    guard key.source >= 0, key.event >= 0, key.event < eventCount else { return nil }
    let slot = key.source * eventCount + key.event
    return slot < slotCount ? slot : nil
  }
}
