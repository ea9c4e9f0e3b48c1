/// SplitMix64, the testing kit's seeded generator (`SplitMix64` wraps this one), kept in the
/// library so the kinds' seeded event mixes (``ScriptedFieldVocabulary/randomEvent(splitMix:)``)
/// are compiled for it: every draw a direct call, where a generic generator's draws go through
/// its witness table and the stdlib's unspecialised sampling code.
package struct SplitMixGenerator: RandomNumberGenerator, Sendable, Hashable {
  /// The generator's whole state.
  package private(set) var state: UInt64

  /// A generator whose state is `state`; the same state gives the same sequence.
  package init(state: UInt64) {
    self.state = state
  }

  /// The next 64 random bits.
  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
