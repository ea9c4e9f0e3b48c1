import FieldMachines
import FieldMachinesTesting
import Foundation
import Testing

/// Issue 14, class 2: run to completion. Delegates and observers that call back into fields and
/// forms while an event is handled get their calls queued after it: each field's begin and end
/// alternate, delegate calls come in the order of the events, and at most one field of a form
/// is active.
@Suite @MainActor struct ReentrancyAttacks {
  enum Key: CaseIterable, Hashable, Sendable { case a, b, c }

  nonisolated static let now = Date(timeIntervalSince1970: 1_000_000_000)

  /// The issue's first example: a tap inside `pickerFieldDidChange` during done runs after done,
  /// so the delegate hears begin, end, begin and the picker is open.
  @Test func aPickerTappedInsideDidChangeDuringDoneReopensAfterTheEnd() {
    let picker = PickerField(data: ["One", "Two"])
    let delegate = AttackDelegate()
    picker.delegate = delegate
    picker.tap()
    delegate.onCall = { call, _ in
      if call == .change {
        delegate.onCall = nil
        picker.tap()
      }
    }
    picker.tapDone()
    #expect(delegate.activity(of: picker) == [.begin, .end, .begin])
    #expect(picker.isOpen)
    #expect(picker.machine.invariantViolations() == [])
  }

  /// The issue's third example: closing the picker in `pickerFieldDidChange` during a row
  /// selection; `didSelectRow` still comes before `didEnd`.
  @Test func closingInsideDidChangeComesAfterDidSelectRow() {
    let picker = PickerField(data: ["One", "Two"])
    let delegate = AttackDelegate()
    picker.delegate = delegate
    picker.tap()
    delegate.onCall = { call, view in
      if call == .change { view.resignFirstResponder() }
    }
    picker.selectRow(1)
    #expect(delegate.calls(of: picker) == [.shouldBegin, .begin, .change, .select, .end])
    #expect(!picker.isOpen)
    #expect(picker.text == "Two")
  }

  /// The issue's second example: an entry delegate that re-taps its field in `didEnd` (to keep
  /// the user in an invalid field) leaves exactly one field active, its own.
  @Test func aDelegateRetappingInDidEndKeepsOneFieldActive() {
    let form = Form<Key>(clock: ManualValidationClock())
    let a = EntryField()
    let b = EntryField()
    let delegate = AttackDelegate()
    a.delegate = delegate
    b.delegate = delegate
    form.add(a, for: .a)
    form.add(b, for: .b)
    delegate.onCall = { call, view in
      if call == .end && view === a {
        view.setError(withText: "Fix me")
        view.tap()
      }
    }
    a.tap()
    b.tap()
    #expect(a.isActive)
    #expect(!b.isActive)
    #expect(form.activeKey == .a)
    #expect(alternates(delegate.activity(of: a)))
    #expect(alternates(delegate.activity(of: b)))
    #expect(delegate.activity(of: b) == [.begin, .end])
    #expect(FormInvariants.violations(of: form) == [])
  }

  /// The same through every kind of field the user moves to, and through `form.next()`.
  @Test(arguments: ["entry", "area", "picker", "date", "next"])
  func retappingInDidEndWinsOverEveryWayOfLeaving(_ way: String) {
    let form = Form<Key>(clock: ManualValidationClock())
    let a = EntryField()
    let delegate = AttackDelegate()
    a.delegate = delegate
    form.add(a, for: .a)
    let target: any Field =
      switch way {
      case "area": AreaField()
      case "picker": PickerField(data: ["One"])
      case "date": DateField(now: { Self.now })
      default: EntryField()
      }
    attach(delegate, to: target)
    add(target, to: form, for: .b)
    var retaps = 0
    delegate.onCall = { call, view in
      if call == .end && view === a && retaps < 1 {
        retaps += 1
        view.tap()
      }
    }
    a.tap()
    if way == "next" { form.next() } else { target.tap() }
    #expect(a.isActive)
    #expect(!target.isActive)
    #expect(form.activeKey == .a)
    #expect(alternates(delegate.activity(of: a)))
    #expect(alternates(delegate.activity(of: target)))
    #expect(FormInvariants.violations(of: form) == [])
  }

  /// A call made from a delegate is replayed whole: its guard and its should-question are asked
  /// when it runs, and `send(_:)` made from a delegate returns no effects, as nothing ran yet.
  @Test func aQueuedCallAsksItsQuestionWhenItRuns() {
    let field = EntryField()
    let delegate = AttackDelegate()
    field.delegate = delegate
    var queuedEffects: EntryFieldMachine.EffectBuffer?
    delegate.onCall = { call, view in
      guard call == .begin, let entry = view as? EntryField else { return }
      delegate.onCall = nil
      queuedEffects = entry.send(.endRequested(allowed: true))
      #expect(entry.isActive)
      #expect(entry.resignFirstResponder() == false)
    }
    field.tap()
    #expect(queuedEffects == EntryFieldMachine.EffectBuffer())
    #expect(!field.isActive)
    // The queued resign found the field already ended by the queued send: it asked nothing.
    #expect(delegate.calls(of: field) == [.shouldBegin, .begin, .end])
  }

  /// Transition observers are callouts too: an observer that closes a picker whenever it opens
  /// and reopens it once sees begin and end alternate.
  @Test func anObserverDrivingThePickerKeepsBeginAndEndAlternating() {
    let picker = PickerField(data: ["One", "Two"])
    let delegate = AttackDelegate()
    picker.delegate = delegate
    var reopened = false
    let observation = picker.observeTransitions { record in
      if record.after.mode != .closed && record.before.mode == .closed {
        picker.tapDone()
      } else if record.after.mode == .closed && record.before.mode != .closed && !reopened {
        reopened = true
        picker.tap()
      }
    }
    picker.tap()
    observation.cancel()
    #expect(delegate.activity(of: picker) == [.begin, .end, .begin, .end])
    #expect(!picker.isOpen)
  }

  /// A delegate that calls `form.focus(_:)` and `form.next()` from `didEnd` moves focus after the
  /// current move completes; one field is active, and the delegate's `focus` call answers for
  /// now.
  @Test func formCallsFromADelegateAreQueued() {
    let form = Form<Key>(clock: ManualValidationClock())
    let a = EntryField()
    let b = EntryField()
    let c = PickerField(data: ["One"])
    let delegate = AttackDelegate()
    for field in [a, b] as [EntryField] { field.delegate = delegate }
    c.delegate = delegate
    form.add(a, for: .a)
    form.add(b, for: .b)
    form.add(c, for: .c)
    var answer: Bool?
    delegate.onCall = { call, view in
      guard call == .end, view === a else { return }
      delegate.onCall = nil
      answer = form.focus(.c)
    }
    a.tap()
    form.next()
    #expect(answer == false)
    #expect(form.activeKey == .c)
    #expect(c.isOpen && !b.isActive && !a.isActive)
    for field in [a, b, c] as [any Field] { #expect(alternates(delegate.activity(of: field))) }
    #expect(FormInvariants.violations(of: form) == [])
  }

  /// A date delegate that taps done inside `dateChanged`: the change is reported, then the end.
  @Test func aDateClosedInsideDateChangedEndsAfterTheChange() {
    let date = DateField(now: { Self.now })
    let delegate = AttackDelegate()
    date.delegate = delegate
    date.tap()
    delegate.onCall = { call, view in
      if call == .change { (view as? DateField)?.tapDone() }
    }
    date.scrollDate(to: Self.now.addingTimeInterval(86_400))
    #expect(delegate.calls(of: date) == [.shouldBegin, .begin, .change, .end])
    #expect(!date.isActive)
  }

  /// A should-question asked by a call the app made outside any event comes before that event:
  /// what the delegate does there runs at once (MaterialFields' order), so disabling the field
  /// in `shouldBegin` still prevents the begin.
  @Test func aShouldQuestionOutsideAnEventRunsItsCallsAtOnce() {
    let area = AreaField()
    let delegate = AttackDelegate()
    area.delegate = delegate
    delegate.onCall = { call, view in
      if call == .shouldBegin { view.isEnabled = false }
    }
    #expect(area.becomeFirstResponder() == false)
    #expect(delegate.calls(of: area) == [.shouldBegin])
  }

  /// The form's own call into a field in the middle of that field's event waits for it: a hidden
  /// field tapped is ended by the form after its begin is reported, not before.
  @Test func aHiddenFieldTappedHearsBeginThenEnd() {
    let form = Form<Key>(clock: ManualValidationClock())
    let a = EntryField()
    let delegate = AttackDelegate()
    a.delegate = delegate
    form.add(a, for: .a)
    form.hide(.a, when: Condition { _ in true })
    a.tap()
    #expect(delegate.activity(of: a) == [.begin, .end])
    #expect(!a.isActive)
    #expect(form.activeKey == nil)
    #expect(FormInvariants.violations(of: form) == [])
  }

  /// A submit made from `didEnd` validates at once and focuses the first invalid field after
  /// the current move completes, keeping its error shown.
  @Test func aSubmitFromDidEndFocusesTheInvalidFieldAfterTheMove() {
    let form = Form<Key>(clock: ManualValidationClock())
    let a = EntryField()
    let b = EntryField()
    let c = EntryField()
    let delegate = AttackDelegate()
    for field in [a, b, c] { field.delegate = delegate }
    form.add(a, for: .a)
    form.add(b, for: .b)
    form.add(c, for: .c)
    form.setRules([.required()], for: .c)
    var result: SubmitResult<Key>?
    delegate.onCall = { call, view in
      guard call == .end, view === a else { return }
      delegate.onCall = nil
      result = form.submitNow()
    }
    a.tap()
    b.tap()
    #expect(result?.isSubmitted == false)
    #expect(form.activeKey == .c)
    #expect(c.errorMessage == "This field is required.")
    for field in [a, b, c] { #expect(alternates(delegate.activity(of: field))) }
    #expect(FormInvariants.violations(of: form) == [])
  }

  private func add(_ field: any Field, to form: Form<Key>, for key: Key) {
    switch field {
    case let entry as EntryField: form.add(entry, for: key)
    case let area as AreaField: form.add(area, for: key)
    case let picker as PickerField: form.add(picker, for: key)
    case let date as DateField: form.add(date, for: key)
    default: Issue.record("unknown field \(field)")
    }
  }
}
