import FieldMachines
import FieldMachinesTesting
import Testing

@Suite struct EntryFieldTests {
  private final class SilentDelegate: EntryFieldDelegate {}

  private func makeField(
    _ answers: FieldDelegateAnswers = FieldDelegateAnswers()
  ) -> (EntryField, RecordingEntryFieldDelegate) {
    let field = EntryField(placeholder: "Amount")
    let delegate = RecordingEntryFieldDelegate(answers: answers)
    delegate.attach(to: field)
    return (field, delegate)
  }

  @Test func startsEmptyEnabledAndInactive() {
    let field = EntryField(placeholder: "Amount")
    #expect(field.kind == .entry)
    #expect(field.placeholder == "Amount")
    #expect(field.text == "")
    #expect(!field.isActive && !field.hasError && field.isEnabled)
    #expect(field.errorMessage == nil)
    #expect(field.tag == 0 && field.shakes && !field.isOptional)
    #expect(field.unit == nil && !field.isMonetary)
    #expect(field.height == 43.5)
    #expect(field.machine.state == TextFieldState())
  }

  @Test func pressReturnAsksShouldReturnOnlyAndStaysActive() {
    let (field, delegate) = makeField(.init(shouldReturn: false))
    field.tap()
    _ = delegate.takeCalls()
    field.pressReturn()
    delegate.answers.shouldReturn = true
    field.pressReturn()
    #expect(delegate.takeCalls() == [.shouldReturn, .shouldReturn])
    #expect(field.isActive)
    #expect(field.text == "")
  }

  @Test func sendReturnsTheMachineEffects() {
    let (field, delegate) = makeField()
    #expect(field.send(.returnPressed(allowed: true)) == [])
    #expect(field.send(.beginRequested(allowed: true)) == [.didBeginEditing])
    #expect(field.send(.returnPressed(allowed: true)) == [.didReturn])
    #expect(field.send(.errorSet("Bad")) == [.errorShown, .announceError("Bad")])
    #expect(delegate.takeCalls() == [.didBeginEditing])
  }

  @Test func rangesAreCharacterOffsets() {
    let (field, delegate) = makeField()
    field.tap()
    field.typeText("e\u{301}👍🏽")
    field.deleteBackward()
    #expect(
      delegate.takeCalls() == [
        .shouldBeginEditing, .didBeginEditing,
        .shouldChangeText(range: 0..<0, replacement: "e\u{301}👍🏽"), .didChange,
        .shouldChangeText(range: 1..<2, replacement: ""), .didChange,
      ])
    #expect(field.text == "e\u{301}")
  }

  @Test func backspaceOnEmptyTextAsksButDoesNotAnnounce() {
    let (field, delegate) = makeField()
    field.tap()
    _ = delegate.takeCalls()
    field.deleteBackward()
    #expect(delegate.takeCalls() == [.shouldChangeText(range: 0..<0, replacement: "")])
  }

  @Test func anErrorSetWhileTypingStaysWhileTyping() {
    let (field, _) = makeField()
    field.tap()
    field.setError(withText: "Too short")
    field.typeText("abc")
    #expect(field.errorMessage == "Too short")
    #expect(field.appearance.valueColor == .errorText)
  }

  @Test func aDelegateResigningInDidBeginEndsCleanly() {
    let (field, delegate) = makeField()
    delegate.onCall = { call, view in
      if call == .didBeginEditing { view.resignFirstResponder() }
    }
    field.tap()
    #expect(
      delegate.takeCalls() == [
        .shouldBeginEditing, .didBeginEditing, .shouldEndEditing, .didEndEditing,
      ])
    #expect(!field.isActive)
  }

  @Test func aDelegateDisablingInShouldBeginPreventsTheBegin() {
    let (field, delegate) = makeField()
    delegate.onCall = { call, view in
      if call == .shouldBeginEditing { view.isEnabled = false }
    }
    #expect(field.becomeFirstResponder() == false)
    #expect(delegate.takeCalls() == [.shouldBeginEditing])
  }

  @Test func unitAndMonetarySymbolAppearAsMaterialFieldsShowsThem() {
    let field = EntryField(placeholder: "Price")
    field.unit = "kg"
    field.isMonetary = true
    #expect(field.appearance.unit == "kg")
    #expect(!field.appearance.showsMonetarySymbol)
    field.tap()
    #expect(field.appearance.showsMonetarySymbol)
    field.resignFirstResponder()
    #expect(!field.appearance.showsMonetarySymbol)
    field.text = "3"
    #expect(field.appearance.showsMonetarySymbol)
    #expect(field.appearance.unit == "kg")
  }

  @Test func aSingleLineFieldKeepsItsHeightWhateverTheText() {
    let field = EntryField()
    field.text = "one\ntwo\nthree"
    #expect(field.height == 43.5)
  }

  @Test func theDelegateIsHeldWeakly() {
    let field = EntryField()
    do {
      let delegate = RecordingEntryFieldDelegate()
      delegate.attach(to: field)
      #expect(field.delegate != nil)
    }
    #expect(field.delegate == nil)
    #expect(field.becomeFirstResponder())
  }

  @Test func unimplementedDelegateMethodsAllowEverything() {
    let field = EntryField()
    let delegate = SilentDelegate()
    field.delegate = delegate
    #expect(field.becomeFirstResponder())
    field.typeText("a")
    field.pressReturn()
    #expect(field.text == "a")
    #expect(field.resignFirstResponder())
  }

  @Test func observersSeeEveryTransitionUntilCancelled() {
    let field = EntryField()
    var records: [TransitionRecord<EntryFieldMachine>] = []
    let observation = field.observeTransitions { records.append($0) }
    field.tap()
    field.typeText("a")
    field.resignFirstResponder()
    observation.cancel()
    field.tap()
    #expect(
      records.map(\.event) == [
        .beginRequested(allowed: true), .textEdited(.insert("a"), allowed: true),
        .endRequested(allowed: true),
      ])
    #expect(records.map(\.effects) == [[.didBeginEditing], [.didChangeText], [.didEndEditing]])
    #expect(records.first?.before == TextFieldState())
    #expect(records.last?.after == TextFieldState(text: "a"))
    #expect(records.allSatisfy { !$0.isNoOp })
  }

  @Test func transitionsArriveAsAnAsyncSequence() async {
    let field = EntryField()
    let stream = field.transitions
    field.tap()
    field.setError(withText: "Bad")
    var iterator = stream.makeAsyncIterator()
    let first = await iterator.next()
    let second = await iterator.next()
    #expect(first?.event == .beginRequested(allowed: true))
    #expect(second?.effects == [.errorShown, .announceError("Bad")])
    #expect(second?.after.error == .message("Bad"))
  }
}
