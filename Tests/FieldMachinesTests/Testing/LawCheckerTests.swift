import FieldMachines
import FieldMachinesTesting
import Testing

@Suite struct LawCheckerTests {
  @Test func theEntryMachineObeysEveryLawOnAScript() throws {
    var checker = LawChecker<EntryFieldMachine>()
    #expect(try checker.step(.beginRequested(allowed: true)) == [.didBeginEditing])
    #expect(try checker.step(.returnPressed(allowed: true)) == [.didReturn])
    #expect(try checker.step(.enabledChanged(false)) == [.didEndEditing])
    #expect(try checker.step(.beginRequested(allowed: true)) == [])
    #expect(checker.steps == 4)
    #expect(!checker.isActiveByEffects)
  }

  @Test func aSecondDidEndIsCaughtAndShrunkToItsScript() {
    let result = withKnownIssue {
      checkFieldMachineLaws(DoubleEndingMachine.self, seed: 4, eventCount: 20_000)
    }
    #expect(result?.failure?.script == ["tap", "set enabled false", "remove-error"])
    #expect(result?.failure?.violation.message.hasPrefix("activation: did-end") == true)
    #expect(result?.failure?.description.contains("fieldchart simulate entry <<'SCRIPT'") == true)
  }

  @Test func anEffectWithoutAChangeIsCaughtAndItsPayloadSimplified() {
    let result = withKnownIssue {
      checkFieldMachineLaws(NoisyMachine.self, seed: 5, eventCount: 20_000)
    }
    #expect(result?.failure?.script == ["error \"\"", "set enabled false", "error \"\""])
    #expect(result?.failure?.violation.message.hasPrefix("no-op law") == true)
  }

  @Test func aBrokenInvariantNamesTheStepAndReplays() throws {
    let result = withKnownIssue {
      checkFieldMachineLaws(NoisyMachine.self, seed: 6, eventCount: 20_000) { machine, _, _ in
        try check(machine.base.state.text.count < 3, "text too long")
      }
    }
    let failure = try #require(result?.failure)
    let replayed = try NoisyMachine.events(script: failure.script.joined(separator: "\n")).get()
    #expect(replayed == failure.shrunk)
  }

  @Test func theMachineOwnInvariantsAreCheckedAfterEveryStep() throws {
    var planted = NoisyMachine(state: .init())
    planted.breaksInvariantOnLongText = true
    var checker = LawChecker(planted)
    try checker.step(.textAssigned("ab"))
    #expect(throws: PropertyViolation("invariant: planted: the text is longer than two")) {
      try checker.step(.textAssigned("abc"))
    }
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

/// The entry machine with a planted bug: after disabling ended editing, removing the error ends
/// editing again.
private struct DoubleEndingMachine: TestableFieldMachine, InvariantCheckedMachine {
  var base: EntryFieldMachine
  var endedByDisabling = false

  init(state: EntryFieldMachine.State) { base = EntryFieldMachine(state: state) }

  var state: EntryFieldMachine.State { base.state }

  mutating func handle(_ event: EntryFieldMachine.Event) -> Effects<EntryFieldMachine.Effect> {
    let effects = base.handle(event)
    if case .common(.enabledChanged(false)) = event, effects == [.didEndEditing] {
      endedByDisabling = true
    }
    if case .common(.errorRemoved) = event, endedByDisabling { return [.didEndEditing] }
    return effects
  }

  func invariantViolations() -> [String] { base.invariantViolations() }

  static var scriptName: String { "entry" }
  static var initialState: EntryFieldMachine.State { .init() }
  static var anyEvent: Gen<EntryFieldMachine.Event> { EntryFieldMachine.anyEvent }
  static func category(of event: Event) -> EventCategory { EntryFieldMachine.category(of: event) }
  static func scriptLine(for event: Event) -> String { EntryFieldMachine.scriptLine(for: event) }
  static func event(scriptLine: String) -> Event? {
    EntryFieldMachine.event(scriptLine: scriptLine)
  }
  static func simplifications(of event: Event) -> [Event] {
    EntryFieldMachine.simplifications(of: event)
  }
  static func isActive(_ state: State) -> Bool { EntryFieldMachine.isActive(state) }
  static func activation(of effect: Effect) -> Activation? {
    EntryFieldMachine.activation(of: effect)
  }
  static func firesWithoutChange(_ event: Event) -> Bool {
    EntryFieldMachine.firesWithoutChange(event)
  }
}

/// The entry machine with a planted bug: setting the same error again on a disabled field
/// shows it again; and, when asked, a planted invariant that a text longer than two breaks.
private struct NoisyMachine: TestableFieldMachine, InvariantCheckedMachine {
  var base: EntryFieldMachine
  var breaksInvariantOnLongText = false

  init(state: EntryFieldMachine.State) { base = EntryFieldMachine(state: state) }

  var state: EntryFieldMachine.State { base.state }

  mutating func handle(_ event: EntryFieldMachine.Event) -> Effects<EntryFieldMachine.Effect> {
    let before = base.state
    let effects = base.handle(event)
    if case .common(.errorSet) = event, !before.isEnabled, before == base.state {
      return [.errorShown]
    }
    return effects
  }

  func invariantViolations() -> [String] {
    let planted = breaksInvariantOnLongText && state.text.count > 2
    return base.invariantViolations() + (planted ? ["planted: the text is longer than two"] : [])
  }

  static var scriptName: String { "entry" }
  static var initialState: EntryFieldMachine.State { .init() }
  static var anyEvent: Gen<EntryFieldMachine.Event> { EntryFieldMachine.anyEvent }
  static func category(of event: Event) -> EventCategory { EntryFieldMachine.category(of: event) }
  static func scriptLine(for event: Event) -> String { EntryFieldMachine.scriptLine(for: event) }
  static func event(scriptLine: String) -> Event? {
    EntryFieldMachine.event(scriptLine: scriptLine)
  }
  static func simplifications(of event: Event) -> [Event] {
    EntryFieldMachine.simplifications(of: event)
  }
  static func isActive(_ state: State) -> Bool { EntryFieldMachine.isActive(state) }
  static func activation(of effect: Effect) -> Activation? {
    EntryFieldMachine.activation(of: effect)
  }
  static func firesWithoutChange(_ event: Event) -> Bool {
    EntryFieldMachine.firesWithoutChange(event)
  }
}
