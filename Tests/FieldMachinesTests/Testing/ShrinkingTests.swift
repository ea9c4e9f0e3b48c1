import FieldMachines
import FieldMachinesTesting
import Testing

@Suite struct ShrinkingTests {
  @Test func aSequencePropertyShrinksToTheTwoEventsThatMatter() {
    let digits = Gen<Int>.int(in: 0...9).array(length: 5...60)
    let result = withKnownIssue {
      forAll(digits, seed: 1, eventCount: 100_000) { values in
        if let three = values.firstIndex(of: 3) {
          try check(!values[three...].contains(7), "a 7 followed a 3")
        }
      }
    }
    #expect(result?.failure?.shrunk == [3, 7])
  }

  @Test func aStepPropertyIsCutAtTheFailingStepThenShrunk() {
    let result = withKnownIssue {
      forAll(Gen<Int>.int(in: 0...5), length: 10...30, seed: 2, eventCount: 10_000, from: 0) {
        total, value in
        total += value
        try check(total < 12, "the total reached \(total)")
      }
    }
    let failure = result?.failure
    #expect(failure?.violation.step == (failure?.shrunk.count).map { $0 - 1 })
    #expect(failure.map { $0.shrunk.reduce(0, +) >= 12 && $0.shrunk.count <= 4 } == true)
  }

  @Test func payloadsAreSimplified() {
    let words = Gen.text(length: 3...8, alphabet: ["x", "y"]).array(length: 1...5)
    let result = withKnownIssue {
      forAll(words, seed: 3, eventCount: 1_000, simplify: Simpler.text) { texts in
        try check(!texts.contains { $0.count >= 2 }, "a long word")
      }
    }
    #expect(result?.failure?.shrunk.map(\.count) == [2])
  }

  @Test func aPassingPropertyRunsTheWholeBudget() {
    let result = forAll(Gen<Int>.int(in: 0...9).array(length: 10...10), eventCount: 1_000) {
      try check($0.count == 10, "length")
    }
    #expect(result.description == "Property passed over 1000 events in 100 sequences")
  }

  @Test func theEnvironmentVariableOverridesTheDefaultOnlyWithAPositiveInteger() {
    #expect(PropertySettings.eventCountVariable == "FIELDMACHINES_PROPERTY_EVENTS")
    #expect(PropertySettings.eventCount(default: 123) > 0)
  }
}

/// Runs `body`, expecting it to record exactly the issues a failing property records, and
/// returns its result.
private func withKnownIssue<Event>(
  _ body: () -> PropertyResult<Event>
) -> PropertyResult<Event>? {
  var result: PropertyResult<Event>?
  Testing.withKnownIssue { result = body() }
  return result
}
