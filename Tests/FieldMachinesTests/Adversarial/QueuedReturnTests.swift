import FieldMachines
import Testing

/// A return key pressed from a delegate while the field handles another event is queued, and
/// runs, asking its should-return question, once that event completes (see
/// <doc:FormsAndFocus#Run-to-completion>): it is neither lost nor run inside the event.
@Suite @MainActor struct QueuedReturnTests {
  /// An active text field of `kind` with `delegate` as its delegate.
  private func activeField(_ kind: FieldKind, delegate: AttackDelegate) -> any Field {
    let field: any Field = kind == .entry ? EntryField() : AreaField()
    if let entry = field as? EntryField { entry.delegate = delegate }
    if let area = field as? AreaField { area.delegate = delegate }
    field.becomeFirstResponder()
    return field
  }

  /// Presses `field`'s return key.
  private func pressReturn(_ field: any Field) {
    if let entry = field as? EntryField { entry.pressReturn() }
    if let area = field as? AreaField { area.pressReturn() }
  }

  /// Types "a" into an active field of `kind` whose delegate presses return on the first
  /// change, calling `whileQueued` with the field right after the press; returns the field, its
  /// delegate, and whether the press happened.
  private func typeWithReturnOnFirstChange(
    _ kind: FieldKind, whileQueued: @escaping (AttackDelegate, any Field) -> Void
  ) -> (field: any Field, delegate: AttackDelegate, pressed: Bool) {
    let delegate = AttackDelegate()
    let field = activeField(kind, delegate: delegate)
    var pressed = false
    delegate.onCall = { call, view in
      guard call == .change, !pressed else { return }
      pressed = true
      self.pressReturn(view)
      whileQueued(delegate, view)
    }
    field.typeText("a")
    return (field, delegate, pressed)
  }

  /// The entry's queued return asks `entryFieldShouldReturn` after the typing's change.
  @Test func anEntryReturnPressedDuringTypingRunsAfterIt() {
    let (field, delegate, pressed) = typeWithReturnOnFirstChange(.entry) { delegate, view in
      #expect(!delegate.calls(of: view).contains(.shouldReturn), "queued, not run yet")
    }
    #expect(pressed)
    #expect(delegate.calls(of: field).filter { $0 == .shouldReturn }.count == 1)
    #expect(delegate.calls(of: field).last == .shouldReturn)
  }

  /// The area's queued return types its line break after the typed text, not before it.
  @Test func anAreaReturnPressedDuringTypingRunsAfterIt() {
    let (field, delegate, pressed) = typeWithReturnOnFirstChange(.area) { _, view in
      #expect(view.text == "a", "queued: the line break is not typed yet")
    }
    #expect(pressed)
    #expect(field.text == "a\n")
    #expect(delegate.calls(of: field).filter { $0 == .change }.count == 2)
  }
}
