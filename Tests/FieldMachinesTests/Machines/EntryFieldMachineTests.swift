import FieldMachines
import Testing

@Suite struct EntryFieldMachineTests {
  @Test func beginClearsTheErrorThenBegins() {
    var machine = EntryFieldMachine(state: .init(error: .message("Required")))
    #expect(machine.handle(.beginRequested(allowed: true)) == [.errorCleared, .didBeginEditing])
    #expect(machine.state.focus == .active)
    #expect(machine.state.error == .none)
  }

  @Test func vetoedBeginIsANoOp() {
    var machine = EntryFieldMachine()
    #expect(machine.handle(.beginRequested(allowed: false)) == [])
    #expect(machine.state == .init())
  }

  @Test func typingEditsOnlyWhileActive() {
    var machine = EntryFieldMachine()
    #expect(machine.handle(.textEdited(.insert("a"), allowed: true)) == [])
    _ = machine.handle(.beginRequested(allowed: true))
    #expect(machine.handle(.textEdited(.insert("ab"), allowed: true)) == [.didChangeText])
    #expect(machine.handle(.textEdited(.deleteBackward, allowed: true)) == [.didChangeText])
    #expect(machine.handle(.textEdited(.insert("z"), allowed: false)) == [])
    #expect(machine.state.text == "a")
  }

  @Test func endFiresDidEndOnceAndNeverWhenInactive() {
    var machine = EntryFieldMachine(state: .init(focus: .active))
    #expect(machine.handle(.endRequested(allowed: false)) == [])
    #expect(machine.handle(.endRequested(allowed: true)) == [.didEndEditing])
    #expect(machine.handle(.endRequested(allowed: true)) == [])
  }

  @Test func disablingAnActiveFieldEndsEditingFirst() {
    var machine = EntryFieldMachine(state: .init(focus: .active))
    #expect(machine.handle(.enabledChanged(false)) == [.didEndEditing])
    #expect(machine.handle(.beginRequested(allowed: true)) == [])
    #expect(machine.state.focus == .inactive)
  }

  @Test func programmaticTextKeepsTheErrorAndFiresNothing() {
    var machine = EntryFieldMachine(state: .init(error: .message("Bad")))
    #expect(machine.handle(.textAssigned("x")) == [])
    #expect(machine.state.error == .message("Bad"))
    #expect(machine.state.text == "x")
  }

  @Test func returnIsAcceptedOnlyWhileActiveAndAllowed() {
    var machine = EntryFieldMachine(state: .init(text: "a"))
    #expect(machine.handle(.returnPressed(allowed: true)) == [])
    _ = machine.handle(.beginRequested(allowed: true))
    #expect(machine.handle(.returnPressed(allowed: false)) == [])
    #expect(machine.handle(.returnPressed(allowed: true)) == [.didReturn])
    #expect(machine.state == .init(focus: .active, text: "a"))
  }

  @Test func canBeginEditingAndIsEditingFollowTheState() {
    var machine = EntryFieldMachine()
    #expect(machine.canBeginEditing && !machine.isEditing)
    _ = machine.handle(.beginRequested(allowed: true))
    #expect(!machine.canBeginEditing && machine.isEditing)
    _ = machine.handle(.enabledChanged(false))
    #expect(!machine.canBeginEditing && !machine.isEditing)
  }

  @Test func stateIsTheSharedTextFieldState() {
    let state: EntryFieldMachine.State = TextFieldState(focus: .active, text: "a")
    #expect(EntryFieldMachine(state: state).state == state)
    #expect(EntryFieldMachine().state == TextFieldState())
  }

  @Test func soundStatesHaveNoInvariantViolations() {
    for focus in TextFocus.allCases {
      for isEnabled in [true, false] {
        let machine = EntryFieldMachine(state: .init(focus: focus, isEnabled: isEnabled))
        #expect(machine.invariantViolations().isEmpty)
      }
    }
  }

  @Test func editsAreCountedInCharacters() {
    var machine = EntryFieldMachine(state: .init(focus: .active, text: "e"))
    #expect(machine.handle(.textEdited(.insert("\u{301}👍🏽"), allowed: true)) == [.didChangeText])
    #expect(machine.state.text.count == 2)
    #expect(machine.handle(.textEdited(.deleteBackward, allowed: true)) == [.didChangeText])
    #expect(machine.state.text == "e\u{301}")
  }
}
