import FieldMachines
import FieldMachinesTesting
import Testing

/// A form owned by an actor other than the main one: where its asynchronous rules run and
/// report back, with and without an isolation captured at creation.
@Suite struct ActorOwnedFormTests {
  /// A server session that keeps one form, and a manual clock, on its own actor.
  actor Session {
    let clock = ManualValidationClock()
    private(set) var form: Form<AccountKey>?
    private(set) var checks: [String] = []
    let name = EntryField(placeholder: "Name")

    /// Creates the form in a method, where `#isolation` is this actor.
    func start() {
      let form = Form<AccountKey>(clock: clock)
      form.add(name, for: .name)
      form.setTiming(.onChange, for: .name)
      form.setAsyncRules([rule(debounce: .milliseconds(300))], for: .name)
      self.form = form
    }

    func rule(debounce: Duration) -> AsyncRule {
      .custom(id: "available", debounce: debounce) { [self] value in
        guard case .text(let text) = value else { return nil }
        await self.record(text)
        return text == "ada" ? "That name is taken." : nil
      }
    }

    private func record(_ text: String) { checks.append(text) }

    func type(_ text: String) {
      name.tap()
      name.typeText(text)
    }

    func advance(by duration: Duration) { clock.advance(by: duration) }

    func settle() async { await form?.settle() }

    var ownerIsSelf: Bool { form?.isolation === self }
    var isValidating: Bool { form?.isValidating(.name) ?? false }
    var failureRules: [String] { form?.validity(of: .name).failures.map(\.rule.rawValue) ?? [] }
    var sleepers: Int { clock.sleeperCount }
    /// The testing kit's invariants, checked on this actor.
    var invariantViolations: [String] {
      form.map { FormInvariants.violations(of: $0) } ?? ["no form"]
    }
  }

  @Test func aFormMadeInAnActorMethodDebouncesOnThatActor() async {
    let session = Session()
    await session.start()
    #expect(await session.ownerIsSelf)
    await session.type("ad")
    await session.type("a")
    #expect(await session.isValidating)
    await session.advance(by: .milliseconds(299))
    await session.settle()
    #expect(await session.checks.isEmpty)
    await session.advance(by: .milliseconds(1))
    await session.settle()
    #expect(await session.checks == ["ada"])
    #expect(await session.failureRules == ["available"])
    #expect(!(await session.isValidating))
    // The cancelled sleeper leaves when its cancellation reaches the actor.
    for _ in 0..<10_000 where await session.sleepers > 0 { await Task.yield() }
    #expect(await session.sleepers == 0, "retyping cancelled the first debounce's sleeper")
    #expect(await session.invariantViolations == [])
  }

  /// A server whose form is made in its initializer, where `#isolation` is `nil`.
  actor EagerServer {
    let form = Form<AccountKey>()
    let clock: ManualValidationClock

    init() {
      clock = ManualValidationClock()
      form.clock = clock
      form.add(EntryField(placeholder: "Name"), for: .name)
      form.setAsyncRules(
        [.custom(id: "available") { value in value == .text("ada") ? "That name is taken." : nil }],
        for: .name)
    }

    var hasOwner: Bool { form.isolation != nil }

    func check(_ name: String) async -> (pendingBefore: Bool, rules: [String]) {
      try? form.setValue(.text(name), for: .name)
      _ = form.validate(.name)
      let pending = form.isValidating(.name)
      await form.settle()
      return (pending, form.validity(of: .name).failures.map(\.rule.rawValue))
    }

    func submit(_ name: String) async -> Bool {
      try? form.setValue(.text(name), for: .name)
      return await form.submit().isSubmitted
    }
  }

  @Test func aFormWithoutAnOwnerRunsItsRulesWhileSettling() async {
    let server = EagerServer()
    #expect(!(await server.hasOwner))
    let taken = await server.check("ada")
    #expect(taken.pendingBefore)
    #expect(taken.rules == ["available"])
    let free = await server.check("grace")
    #expect(free.rules.isEmpty)
    #expect(await server.submit("grace"))
    #expect(!(await server.submit("ada")))
  }
}
