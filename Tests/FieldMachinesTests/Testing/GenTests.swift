import FieldMachines
import FieldMachinesTesting
import Testing

@Suite struct GenTests {
  @Test func theSameSeedGivesTheSameValues() {
    let gen = Gen.text(length: 0...8).array(length: 1...20)
    var first = SplitMix64(seed: 7)
    var second = SplitMix64(seed: 7)
    #expect(gen.generate(using: &first) == gen.generate(using: &second))
    #expect(first == second)
  }

  @Test func generatingAdvancesTheCallersGenerator() {
    var rng = SplitMix64(seed: 7)
    let before = rng
    _ = Gen<Int>.int(in: 0...100).generate(using: &rng)
    #expect(rng != before)
  }

  @Test func splitGivesAnIndependentStream() {
    var parent = SplitMix64(seed: 1)
    var child = parent.split()
    let fromParent = (0..<4).map { _ in parent.next() }
    let fromChild = (0..<4).map { _ in child.next() }
    #expect(fromParent != fromChild)
  }

  @Test func weightedChoiceFollowsTheWeights() {
    let gen = Gen<String>.weighted((3, .always("a")), (1, .always("b")), (0, .always("never")))
    var rng = SplitMix64(seed: 3)
    var counts: [String: Int] = [:]
    for _ in 0..<40_000 { counts[gen.generate(using: &rng), default: 0] += 1 }
    #expect(counts["never"] == nil)
    let share = Double(counts["a", default: 0]) / 40_000
    #expect(abs(share - 0.75) < 0.02)
  }

  @Test func allZeroWeightsFallBackToTheFirstChoice() {
    let gen = Gen<Int>.weighted((0, .always(1)), (0, .always(2)))
    var rng = SplitMix64(seed: 3)
    #expect(gen.generate(using: &rng) == 1)
  }

  @Test func integersStayInRangeAndArraysInLength() {
    let gen = Gen<Int>.int(in: -3...3).array(length: 2...5)
    var rng = SplitMix64(seed: 11)
    for _ in 0..<1_000 {
      let values = gen.generate(using: &rng)
      #expect((2...5).contains(values.count))
      #expect(values.allSatisfy { (-3...3).contains($0) })
    }
  }

  @Test func aByteStreamDrivesGeneratorsAndRunsOut() {
    var bytes = ByteStreamGenerator(bytes: [255, 128, 1])
    let gen = Gen<Int>.int(in: 0...9)
    #expect(gen.generate(using: &bytes) == 9)
    #expect(gen.generate(using: &bytes) == 5)
    #expect(gen.generate(using: &bytes) == 0)
    #expect(!bytes.isExhausted)
    #expect(gen.generate(using: &bytes) == 5)
    #expect(bytes.isExhausted)
  }

  /// A generator that gives a ``SplitMix64``'s numbers without being one, so `Gen` draws from
  /// it through its existential path rather than its concrete one.
  private struct Relay: RandomNumberGenerator {
    var inner: SplitMix64
    mutating func next() -> UInt64 { inner.next() }
  }

  /// Whether `gen` draws the same values, and leaves the generator in the same state, through
  /// its concrete path (a `SplitMix64`) and its existential one (a ``Relay``).
  private func drawsAlike<Value: Equatable>(_ gen: Gen<Value>, seed: UInt64) -> Bool {
    var direct = SplitMix64(seed: seed)
    var relay = Relay(inner: SplitMix64(seed: seed))
    for _ in 0..<40 where gen.generate(using: &direct) != gen.generate(using: &relay) {
      return false
    }
    return direct == relay.inner
  }

  @Test(arguments: [1, 7, 0xF1E1D] as [UInt64])
  func theConcretePathDrawsWhatTheExistentialPathDraws(seed: UInt64) {
    let mixed = Gen<Int>.int(in: 0...3).flatMap { count in
      Gen.weighted(
        (2, Gen.text(length: 0...count)), (1, Gen<String>.oneOf("x", "y")),
        (1, Gen<Bool>.bool(trueWeight: 3).map { $0 ? "t" : "f" }))
    }.array(length: 0...5)
    #expect(drawsAlike(mixed, seed: seed))
    #expect(drawsAlike(EntryFieldMachine.sequences(), seed: seed))
    #expect(drawsAlike(AreaFieldMachine.sequences(weights: .standard), seed: seed))
    #expect(drawsAlike(PickerFieldMachine.sequences(), seed: seed))
    #expect(drawsAlike(DateFieldMachine.sequences(weights: .configurationHeavy), seed: seed))
  }
}
