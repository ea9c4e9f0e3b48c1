/// SplitMix64, the same generator as FieldMachinesTesting's, so a stream replays from its seed
/// (fieldbench depends on FieldMachines only).
struct BenchRandom: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// One of `elements`, each equally likely.
  mutating func pick<Element>(_ elements: [Element]) -> Element {
    elements[Int.random(in: 0..<elements.count, using: &self)]
  }

  /// `true` `percent` times in a hundred.
  mutating func chance(_ percent: Int) -> Bool {
    Int.random(in: 0..<100, using: &self) < percent
  }
}
