/// A seeded stream of one machine's events, in a fixed mix of the kind's actions.
protocol EventStream {
  /// The machine's event.
  associatedtype Event
  /// One event of the mix.
  static func event(using rng: inout BenchRandom) -> Event
}

extension EventStream {
  /// `count` events from `seed`.
  static func events(count: Int, seed: UInt64) -> [Event] {
    var rng = BenchRandom(seed: seed)
    var events: [Event] = []
    events.reserveCapacity(count)
    for _ in 0..<count { events.append(event(using: &rng)) }
    return events
  }
}
