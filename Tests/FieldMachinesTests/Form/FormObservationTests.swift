import FieldMachines
import Observation
import Testing

/// Reading a form's state registers it with Observation, so that a view that reads only that
/// state is redrawn when it changes.
@Suite @MainActor struct FormObservationTests {
  /// A form as the table's rows need it: the fixture, an answering service that holds its
  /// answers, and the submit a row may leave waiting.
  @MainActor final class Subject {
    let fixture = FormFixture()
    let oracle = UsernameOracle()
    var submit: Task<SubmitResult<SignUpKey>, Never>?
    var form: Form<SignUpKey> { fixture.form }

    /// Starts a submit that waits for an asynchronous rule, and returns once it is waiting.
    func startWaitingSubmit() async {
      oracle.isGated = true
      form.setAsyncRules([oracle.rule()], for: .name)
      fixture.name.text = "grace"
      submit = Task { await form.submit() }
      await oracle.waitForCalls(1)
    }

    /// Answers every question held and waits for the submit, if one was started.
    func finish() async {
      guard let submit else { return }
      oracle.isGated = false
      for index in oracle.calls.indices { oracle.release(index) }
      _ = await submit.value
    }
  }

  /// Every public property of `Form`: settings, focus, submit and validation state observed;
  /// callbacks and the isolation not.
  static let table = ObservationTable<Subject>(
    typeName: "Form", make: { Subject() },
    rows: [
      .observed("activeKey", { $0.form.activeKey }, change: { $0.fixture.name.tap() }),
      .unobserved("announcementHandler", "a callback, as a field's is"),
      .edited("conditionPolicy", \.form.conditionPolicy) { $0.keepsHiddenValues.toggle() },
      .written("defaultTiming", \.form.defaultTiming, .onChange),
      .written("displayPolicy", \.form.displayPolicy, .afterSubmit),
      .toggled("focusesFirstInvalidFieldOnSubmit", \.form.focusesFirstInvalidFieldOnSubmit),
      .observed(
        "isSubmitting", { $0.form.isSubmitting }, change: { await $0.startWaitingSubmit() }),
      .observed(
        "isValidating", { $0.form.isValidating },
        change: { subject in
          subject.form.setAsyncRules([subject.oracle.rule()], for: .name)
          subject.form.setTiming(.onChange, for: .name)
          subject.fixture.name.tap()
          subject.fixture.name.typeText("ada")
        }),
      .unobserved("isolation", "a constant"),
      .observed("keys", { $0.form.keys }, change: { $0.form.add(EntryField(), for: .notes) }),
      .observed(
        "messages",
        { $0.form.messages.failure(for: RuleViolation(rule: .required, message: "?"), key: .name) },
        change: { $0.form.messages = ValidationMessages { _, _ in "Localised" } }),
      .unobserved("model", "held weakly, as a field's delegate is"),
      .toggled("movesToNextOnReturn", \.form.movesToNextOnReturn),
      .written("navigationOptions", \.form.navigationOptions, .stopsAtDisabledFields),
      .observed("submitCount", { $0.form.submitCount }, change: { _ = $0.form.submitNow() }),
      .unobserved("submitSummary", "a callback that words the submit announcement"),
      .observed("validity", { $0.form.validity }, change: { _ = $0.form.validate() }),
    ],
    finish: { await $0.finish() })

  @Test func everyPublicPropertyIsObserved() async {
    let failures = await Self.table.failures()
    #expect(failures.isEmpty, "\(failures)")
  }

  /// Whether a change `write` makes is seen by an observer of what `read` reads.
  private func isSeen(reading read: () -> Void, afterWriting write: () -> Void) -> Bool {
    let seen = SeenFlag()
    withObservationTracking(read) { seen.mark() }
    write()
    return seen.isMarked
  }

  @Test func theSettingsKeptByTheFormMachineAreObserved() {
    let form = FormFixture().form
    #expect(
      isSeen(reading: { _ = form.defaultTiming }, afterWriting: { form.defaultTiming = .onChange })
    )
    #expect(
      isSeen(
        reading: { _ = form.displayPolicy }, afterWriting: { form.displayPolicy = .afterSubmit }))
    #expect(
      isSeen(
        reading: { _ = form.movesToNextOnReturn }, afterWriting: { form.movesToNextOnReturn = true }
      ))
    #expect(
      isSeen(
        reading: { _ = form.focusesFirstInvalidFieldOnSubmit },
        afterWriting: { form.focusesFirstInvalidFieldOnSubmit = false }))
  }

  @Test func focusAndSubmitStateAreObserved() {
    let fixture = FormFixture()
    let form = fixture.form
    #expect(isSeen(reading: { _ = form.activeKey }, afterWriting: { fixture.name.tap() }))
    #expect(isSeen(reading: { _ = form.submitCount }, afterWriting: { _ = form.submitNow() }))
  }

  @Test func lookingUpAFieldIsObserved() {
    let form = FormFixture().form
    let replacement = EntryField()
    #expect(
      isSeen(
        reading: { _ = form.field(.name) }, afterWriting: { form.add(replacement, for: .name) }))
    #expect(form.field(.name) === replacement)
  }
}
