import FieldMachines
import Testing

@Suite @MainActor struct FormAsyncTests {
  let fixture = FormFixture()
  let oracle = UsernameOracle()

  init() {
    fixture.form.setRules([.required()], for: .name)
    fixture.form.setAsyncRules([oracle.rule()], for: .name)
    fixture.form.setDisplayPolicy(.immediately, for: .name)
  }

  /// Waits, with a bounded number of yields, until the form has dropped `count` answers.
  private func waitForDrops(_ count: Int) async {
    for _ in 0..<10_000 where fixture.form.droppedAnswerCount < count { await Task.yield() }
  }

  @Test func pendingCoversTheDebounceWindowAndTheCheck() async {
    let form = fixture.form
    form.setTiming(.onChange, for: .name)
    fixture.name.tap()
    fixture.name.typeText("ada")
    #expect(form.isValidating(.name))
    #expect(form.isValidating)
    #expect(form.validity(of: .name) == .unvalidated)
    fixture.clock.advance(by: .milliseconds(299))
    await form.settle()
    #expect(oracle.calls.isEmpty)
    #expect(form.isValidating(.name))
    fixture.clock.advance(by: .milliseconds(1))
    await form.settle()
    #expect(oracle.values == [.text("ada")])
    #expect(!form.isValidating(.name))
    #expect(form.validity(of: .name).failures.map(\.rule) == ["available"])
    #expect(fixture.name.errorMessage == "That name is taken.")
    #expect(fixture.violations.isEmpty, "\(fixture.violations)")
  }

  @Test func typingDuringTheDebounceRestartsIt() async {
    let form = fixture.form
    form.setTiming(.onChange, for: .name)
    fixture.name.tap()
    fixture.name.typeText("a")
    fixture.clock.advance(by: .milliseconds(200))
    fixture.name.typeText("b")
    fixture.clock.advance(by: .milliseconds(200))
    await form.settle()
    #expect(oracle.calls.isEmpty)
    fixture.clock.advance(by: .milliseconds(100))
    await form.settle()
    #expect(oracle.values == [.text("ab")])
    #expect(form.validity(of: .name) == .valid)
  }

  @Test func syncFailuresSkipTheAsyncRuleAndAnsweredValuesAreNotAskedAgain() async {
    let form = fixture.form
    fixture.fill(fixture.name, "")
    await form.settle()
    #expect(oracle.calls.isEmpty)
    #expect(form.validity(of: .name).failures.map(\.rule) == [.required])
    fixture.fill(fixture.name, "grace")
    await form.settle()
    fixture.fill(fixture.name, "grace")
    await form.settle()
    #expect(oracle.values == [.text("grace")])
    #expect(form.validity(of: .name) == .valid)
  }

  @Test func aLateAnswerForAnOlderValueIsDropped() async {
    let form = fixture.form
    oracle.isGated = true
    fixture.fill(fixture.name, "ada")
    await oracle.waitForCalls(1)
    fixture.name.tap()
    fixture.name.typeText("m")
    fixture.name.resignFirstResponder()
    await oracle.waitForCalls(2)
    oracle.release(1)
    await form.settle()
    #expect(form.validity(of: .name) == .valid)
    oracle.release(0)
    await waitForDrops(1)
    #expect(form.droppedAnswerCount == 1)
    #expect(form.validity(of: .name) == .valid)
    #expect(fixture.name.errorMessage == nil)
  }

  @Test func answersOutOfOrderApplyOnlyTheNewest() async {
    let form = fixture.form
    oracle.isGated = true
    fixture.fill(fixture.name, "grace")
    await oracle.waitForCalls(1)
    fixture.fill(fixture.name, "ada")
    await oracle.waitForCalls(2)
    oracle.release(0)
    await waitForDrops(1)
    #expect(form.isValidating(.name))
    #expect(form.validity(of: .name) == .unvalidated)
    oracle.release(1)
    await form.settle()
    #expect(form.validity(of: .name).failures.map(\.rule) == ["available"])
  }

  @Test func anAnswerAfterTheValueChangedWithoutANewCheckIsDropped() async {
    let form = fixture.form
    oracle.isGated = true
    fixture.fill(fixture.name, "ada")
    await oracle.waitForCalls(1)
    fixture.name.tap()
    fixture.name.typeText("x")
    #expect(!form.isValidating(.name), "the change cancels the check for the old value")
    oracle.release(0)
    await waitForDrops(1)
    #expect(form.validity(of: .name) == .unvalidated)
    #expect(fixture.violations.isEmpty, "\(fixture.violations)")
  }

  @Test func submitDoesNotWaitOutTheDebounce() async {
    let form = fixture.form
    form.setAsyncRules([oracle.rule(debounce: .seconds(60))], for: .name)
    form.setTiming(.onChange, for: .name)
    fixture.name.tap()
    fixture.name.typeText("ada")
    #expect(form.isValidating(.name))
    let result = await form.submit()
    #expect(fixture.clock.now == .zero)
    #expect(oracle.values == [.text("ada")])
    #expect(result == .rejected(form.validity.failures))
    #expect(form.validity(of: .name).failures.first?.message == "That name is taken.")
    fixture.name.replaceText(with: "grace")
    #expect(await form.submit().isSubmitted)
  }

  @Test func aFieldReplacedWhileASubmitWaitsGetsItsAnnouncementsBack() async {
    let form = fixture.form
    oracle.isGated = true
    fixture.fill(fixture.name, "grace")
    let submit = Task { await form.submit() }
    await oracle.waitForCalls(1)
    #expect(!fixture.name.announcesErrors, "a field is silent while the submit waits")
    let replacement = EntryField()
    form.add(replacement, for: .name)
    #expect(fixture.name.announcesErrors, "the field that left the form speaks again")
    oracle.release(0)
    _ = await submit.value
    #expect(replacement.announcesErrors)
  }

  @Test func hidingAFieldCancelsItsCheck() async {
    let form = fixture.form
    form.setTiming(.onChange, for: .name)
    fixture.name.tap()
    fixture.name.typeText("ada")
    form.hide(.name, when: Condition { _ in true })
    #expect(!form.isValidating(.name))
    fixture.clock.advance(by: .seconds(1))
    await form.settle()
    #expect(oracle.calls.isEmpty)
  }
}
