import FieldMachines

/// The seeded streams fieldbench feeds the machines and fields: each kind's own mix of events
/// (`FieldVocabulary.randomEvent(using:)`), drawn with ``BenchRandom``.
extension FieldVocabulary {
  /// `count` events of the kind's mix from `seed`.
  static func events(count: Int, seed: UInt64) -> [Machine.Event] {
    var rng = BenchRandom(seed: seed)
    var events: [Machine.Event] = []
    events.reserveCapacity(count)
    for _ in 0..<count { events.append(randomEvent(using: &rng)) }
    return events
  }
}
