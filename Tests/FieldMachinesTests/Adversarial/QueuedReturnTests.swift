import FieldMachines
import Foundation
import Testing

/// A return key (and the date field's keyboard toggle) pressed from a delegate while the field
/// handles another event is queued, and runs, asking its should-return question, once that event
/// completes (see <doc:FormsAndFocus#Run-to-completion>): it is neither lost nor run inside the
/// event.
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

  /// Opens a date field in UTC whose clock reads 2024-03-01 00:00 and whose delegate calls
  /// `onBegin` with the field in its first `dateFieldDidBeginEditing`; returns the field, its
  /// delegate, and whether the open succeeded and `onBegin` ran.
  private func openDateField(
    onBegin: @escaping (DateField) -> Void
  ) -> (field: DateField, delegate: AttackDelegate, ran: Bool) {
    let field = DateField(placeholder: "Start", now: { Date(timeIntervalSince1970: 1_709_251_200) })
    field.timeZone = TimeZone(secondsFromGMT: 0) ?? .gmt
    let delegate = AttackDelegate()
    field.delegate = delegate
    var ran = false
    delegate.onCall = { call, view in
      guard call == .begin, !ran, let date = view as? DateField else { return }
      ran = true
      onBegin(date)
    }
    let opened = field.becomeFirstResponder()
    return (field, delegate, opened && ran)
  }

  /// The date field's keyboard toggle, pressed from `dateFieldDidBeginEditing`, is queued behind
  /// the opening and switches the open wheel to typing after it.
  @Test func aDateSwitchToTypingPressedDuringOpeningRunsAfterIt() {
    let (field, _, ran) = openDateField { date in
      date.switchToTyping()
      #expect(!date.isTyping, "queued: still on the wheel")
    }
    #expect(ran)
    #expect(field.isTyping)
    #expect(field.draft == "2024-03-01")
  }

  /// The keyboard toggle and then return, both pressed from `dateFieldDidBeginEditing`, run in
  /// order after the opening: the draft the toggle starts (the wheel's date) is committed.
  @Test func aDateReturnPressedDuringOpeningRunsAfterTheQueuedSwitch() {
    let (field, delegate, ran) = openDateField { date in
      date.switchToTyping()
      date.pressReturn()
      #expect(date.date == nil, "queued: nothing committed yet")
    }
    #expect(ran)
    #expect(field.date == Date(timeIntervalSince1970: 1_709_251_200))
    #expect(delegate.calls(of: field).filter { $0 == .change }.count == 1)
  }
}
