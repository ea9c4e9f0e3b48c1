/// A small, fast, seedable random number generator (SplitMix64), so every random test replays.
///
/// ``split()`` derives an independent generator, so one seed can drive several streams.
public struct SplitMix64: RandomNumberGenerator, Sendable, Hashable {
  /// The generator's whole state.
  public private(set) var state: UInt64

  /// Creates a generator from a seed; the same seed gives the same sequence.
  public init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A new generator seeded from this one, independent of the values this one goes on to give.
  public mutating func split() -> SplitMix64 {
    SplitMix64(seed: next() ^ 0x5851_F42D_4C95_7F2D)
  }
}
