import FieldMachines
import FieldMachinesTesting
import Testing

/// Each field object, driven through its public API with a delegate answering the events'
/// `allowed:` payloads, performs exactly its pure machine's transitions (and the machine obeys
/// every law), over 100,000 random events per kind by default.
@Suite struct FieldDifferentialTests {
  @Test func entryFieldMatchesItsMachine() {
    checkFieldMatchesMachine(EntryFieldDriver(), seed: 0xE3)
  }

  @Test func areaFieldMatchesItsMachine() {
    checkFieldMatchesMachine(AreaFieldDriver(), seed: 0xA3)
  }

  @Test func pickerFieldMatchesItsMachine() {
    checkFieldMatchesMachine(PickerFieldDriver(), seed: 0xB3)
  }

  @Test func dateFieldMatchesItsMachine() {
    checkFieldMatchesMachine(DateFieldDriver(), seed: 0xD3)
  }

  @Test func aFieldThatIgnoresItsDelegateIsCaught() {
    let result = withKnownIssue {
      checkFieldMatchesMachine(
        DeafEntryFieldDriver(), weights: .userOnly, seed: 0xE4, eventCount: 10_000)
    }
    #expect(result?.failure?.script == ["veto tap"])
  }

  @Test func aFieldThatDoesNotAnnounceItsErrorIsCaught() throws {
    let driver = EntryFieldDriver()
    var checker = DifferentialChecker(driver)
    try checker.step(.errorSet("Required"))
    #expect(driver.announcements == 1 && checker.orderedAnnouncements == 1)
    driver.field.announcementHandler = nil
    #expect(throws: PropertyViolation.self) { try checker.step(.errorSet("Too long")) }
  }

  @Test func fuzzInputsDecodeToEventsAndPassTheHarness() {
    var rng = SplitMix64(seed: 0xF0)
    for length in [0, 1, 2, 17, 300] {
      let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &rng) }
      #expect(FuzzHarness.check(bytes) { EntryFieldDriver() } == nil)
      #expect(FuzzHarness.check(bytes) { PickerFieldDriver() } == nil)
      #expect(FuzzHarness.check(bytes) { DateFieldDriver() } == nil)
      #expect(FuzzHarness.check(bytes) { AreaFieldDriver() } == nil)
    }
    let events = FuzzHarness.events(of: EntryFieldMachine.self, decoding: [1, 0, 0, 0, 0])
    #expect(!events.isEmpty && events.count <= 4)
  }
}

/// Runs `body`, which must record an issue, and returns its result.
private func withKnownIssue<Event>(
  _ body: () -> PropertyResult<Event>
) -> PropertyResult<Event>? {
  var result: PropertyResult<Event>?
  Testing.withKnownIssue { result = body() }
  return result
}

/// A driver with a planted bug: it taps without asking its delegate.
private final class DeafEntryFieldDriver: FieldDriver {
  let inner = EntryFieldDriver()
  var machine: EntryFieldMachine { inner.machine }
  var isFieldActive: Bool { inner.isFieldActive }
  var beginCalls: Int { inner.beginCalls }
  var endCalls: Int { inner.endCalls }

  func perform(_ event: EntryFieldMachine.Event) -> [EntryFieldMachine.Event] {
    if case .beginRequested = event {
      _ = inner.perform(.beginRequested(allowed: true))
    } else {
      _ = inner.perform(event)
    }
    return [event]
  }
}
