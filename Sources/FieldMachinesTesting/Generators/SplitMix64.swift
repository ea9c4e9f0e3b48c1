import FieldMachines

/// A small, fast, seedable random number generator (SplitMix64), so every random test replays.
///
/// ``split()`` derives an independent generator, so one seed can drive several streams.
public struct SplitMix64: RandomNumberGenerator, Sendable, Hashable {
  /// The generator itself, the library's copy of the algorithm, which the built-in kinds'
  /// event mixes are compiled for (see ``Gen``).
  var core: SplitMixGenerator

  /// The generator's whole state.
  public var state: UInt64 { core.state }

  /// Creates a generator from a seed; the same seed gives the same sequence.
  public init(seed: UInt64) {
    core = SplitMixGenerator(state: seed)
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    core.next()
  }

  /// A new generator seeded from this one, independent of the values this one goes on to give.
  public mutating func split() -> SplitMix64 {
    SplitMix64(seed: next() ^ 0x5851_F42D_4C95_7F2D)
  }
}
