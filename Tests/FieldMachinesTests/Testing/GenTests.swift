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
}
