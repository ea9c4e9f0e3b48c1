import FieldMachines
import FieldMachinesTesting
import Foundation
import Testing

/// Class 3 of issue 14: arithmetic on values from outside saturates, clamps or is refused; it
/// never traps.
@Suite @MainActor struct ArithmeticAttacks {
  private enum Key: CaseIterable, Hashable, Sendable { case name }

  @Test func aRestoredSubmitCountOfIntMaxThenASubmitSaturates() throws {
    let form = Form<Key>(clock: ManualValidationClock())
    form.add(EntryField(), for: .name)
    var snapshot = form.snapshot()
    snapshot.submitCount = .max
    try form.restore(snapshot)
    form.submitNow()
    form.submitNow()
    #expect(form.submitCount == .max)
  }

  @Test func aManualClockAdvancedPastDurationsRangeSaturates() {
    let clock = ManualValidationClock()
    clock.advance(by: .seconds(Int64.max))
    clock.advance(by: .seconds(Int64.max))
    #expect(clock.now == .seconds(Int64.max))
    let late = ManualValidationClock(now: .seconds(Int64.max) * 4)
    late.advance(by: .seconds(1))
    #expect(late.now == .seconds(Int64.max) * 4, "a clock already past the horizon stays")
  }

  @Test func aHugeDebounceOrClockReadingGivesASaturatedDeadline() {
    var machine = AsyncValidationMachine()
    let actions = machine.request(
      .text("a"), now: .seconds(Int64.max), debounce: .seconds(Int64.max))
    #expect(Array(actions) == [.wake(sequence: 1, deadline: .seconds(Int64.max))])
    var negative = AsyncValidationMachine()
    let early = negative.request(
      .text("a"), now: .zero - .seconds(Int64.max) * 3, debounce: .seconds(Int64.max))
    #expect(Array(early) == [.wake(sequence: 1, deadline: .zero)])
  }

  @Test func aDebounceOfInt64MaxSecondsOnTheContinuousClockWaitsInsteadOfTrapping() async {
    let form = Form<Key>(clock: ContinuousValidationClock())
    let entry = EntryField()
    form.add(entry, for: .name)
    form.setAsyncRules(
      [AsyncRule.custom(id: "taken", debounce: .seconds(Int64.max)) { _ in nil }], for: .name)
    form.setTiming(.onChange, for: .name)
    entry.tap()
    entry.typeText("ada")
    #expect(form.isValidating(.name), "the check waits out its (endless) debounce")
    let result = await form.submit()
    #expect(result == .submitted([.name: .text("ada")]), "a submit runs it at once")
    #expect(!form.isValidating(.name))
  }

  @Test func theContinuousClockSleepsTowardAnEndlessDeadlineUntilCancelled() async {
    let task = Task { @MainActor in
      try await ContinuousValidationClock().sleep(
        until: .seconds(Int64.max), isolation: MainActor.shared)
    }
    task.cancel()
    let outcome = await task.result
    #expect(throws: CancellationError.self) { try outcome.get() }
  }

  @Test func generatorsClampHugeWeightsAndNegativeLengths() {
    var rng = SplitMix64(seed: 7)
    let mostlyTrue = Gen.bool(trueWeight: .max, falseWeight: 1)
    let drawn = (0..<200).map { _ in mostlyTrue.generate(using: &rng) }
    #expect(drawn.filter { $0 }.count >= 199)
    let even = Gen.bool(trueWeight: .max, falseWeight: .max)
    let halves = (0..<400).map { _ in even.generate(using: &rng) }.filter { $0 }.count
    #expect((100...300).contains(halves))
    let three = Gen<Int>.weighted((.max, .always(1)), (.max, .always(2)), (.max, .always(3)))
    #expect(Set((0..<300).map { _ in three.generate(using: &rng) }) == [1, 2, 3])
    #expect(Gen.text(length: -3 ... -1).generate(using: &rng) == "")
    #expect(Gen.text(length: -3...2).generate(using: &rng).count <= 2)
    #expect(Gen<Int>.always(1).array(length: Int.min...Int.min).generate(using: &rng) == [])
  }

  @Test func fuzzHarnessesTakeNegativeLimitsAndTails() {
    let bytes: [UInt8] = [1, 2, 3, 4, 5, 6, 7, 8]
    #expect(FormFuzzHarness.decode(bytes, limit: 10, tail: -1).steps.count <= 10)
    #expect(FormFuzzHarness.decode(bytes, limit: .min, tail: .max).steps.isEmpty)
    #expect(
      FuzzHarness.events(of: EntryFieldMachine.self, decoding: bytes, limit: .min)
        == FuzzHarness.events(of: EntryFieldMachine.self, decoding: bytes, limit: 0))
  }

  @Test func randomFormSpecsTakeAnyRuleIndex() {
    var rng = SplitMix64(seed: 3)
    var spec = RandomFormSpec(using: &rng)
    for key in RandomFormKey.allCases {
      spec.fields[key]?.rules = [-1, Int.min, Int.max, -17]
      #expect(spec.rules(for: key).rules.count == (spec.fields[key] == nil ? 0 : 4))
    }
  }

  @Test func colourComponentsAssignedOutOfRangeAreWrittenClamped() {
    var colour = RGBA(red: 0, green: 0, blue: 0)
    colour.red = .nan
    colour.green = .infinity
    colour.blue = -5
    colour.alpha = 7
    #expect(colour.description == "#000000FF")
  }

  @Test func extremeRowsLimitsAndLineCountsFromOutsideDoNotTrap() {
    let picker = PickerField(data: ["a", "b"])
    picker.setIndexTo(.min)
    #expect(picker.indexSelected == 0)
    picker.tap()
    picker.selectRow(.max)
    #expect(picker.indexSelected == 1)
    picker.tapDone()
    #expect(picker.text == "b")
    let entry = EntryField()
    entry.maxLength = .min
    entry.text = "abc"
    #expect(entry.hasError)
    entry.maxLength = .max
    entry.maximumSupportingLineCount = .min
    #expect(!entry.hasError)
    #expect(entry.height > 0)
  }
}
