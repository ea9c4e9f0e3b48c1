import FieldMachines
import Testing

@Suite struct AreaFieldMachineTests {
  @Test func beginClearsTheErrorThenBegins() {
    var machine = AreaFieldMachine(state: .init(error: .message("Required")))
    #expect(machine.handle(.beginRequested(allowed: true)) == [.errorCleared, .didBeginEditing])
    #expect(machine.state == .init(focus: .active))
  }

  @Test func returnTypesANewlineThroughTextEdited() {
    var machine = AreaFieldMachine(state: .init(focus: .active, text: "one"))
    #expect(machine.handle(.textEdited(.insert("\n"), allowed: true)) == [.didChangeText])
    #expect(machine.handle(.textEdited(.insert("two"), allowed: true)) == [.didChangeText])
    #expect(machine.state.text == "one\ntwo")
    #expect(machine.handle(.textEdited(.insert("\n"), allowed: false)) == [])
    #expect(machine.state.text == "one\ntwo")
  }

  @Test func backspaceRemovesALineBreakAsOneCharacter() {
    var machine = AreaFieldMachine(state: .init(focus: .active, text: "a\r"))
    #expect(machine.handle(.textEdited(.insert("\n"), allowed: true)) == [.didChangeText])
    #expect(machine.state.text == "a\r\n")
    #expect(machine.handle(.textEdited(.deleteBackward, allowed: true)) == [.didChangeText])
    #expect(machine.state.text == "a")
  }

  @Test func endFiresDidEndOnceAndNeverWhenInactive() {
    var machine = AreaFieldMachine(state: .init(focus: .active))
    #expect(machine.handle(.endRequested(allowed: false)) == [])
    #expect(machine.handle(.endRequested(allowed: true)) == [.didEndEditing])
    #expect(machine.handle(.endRequested(allowed: true)) == [])
  }

  @Test func disablingAnActiveFieldEndsEditingFirst() {
    var machine = AreaFieldMachine(state: .init(focus: .active))
    #expect(machine.handle(.enabledChanged(false)) == [.didEndEditing])
    #expect(machine.handle(.beginRequested(allowed: true)) == [])
    #expect(machine.state == .init(isEnabled: false))
  }

  @Test func programmaticTextKeepsTheErrorAndFiresNothing() {
    var machine = AreaFieldMachine(state: .init(error: .message("Bad")))
    #expect(machine.handle(.textAssigned("one\ntwo")) == [])
    #expect(machine.state == .init(error: .message("Bad"), text: "one\ntwo"))
  }

  @Test func canBeginEditingAndIsEditingFollowTheState() {
    var machine = AreaFieldMachine()
    #expect(machine.canBeginEditing && !machine.isEditing)
    _ = machine.handle(.beginRequested(allowed: true))
    #expect(!machine.canBeginEditing && machine.isEditing)
    _ = machine.handle(.enabledChanged(false))
    #expect(!machine.canBeginEditing && !machine.isEditing)
  }

  @Test func aDisabledActiveStateStartsInactive() {
    let machine = AreaFieldMachine(state: .init(focus: .active, isEnabled: false))
    #expect(machine.state == .init(isEnabled: false))
    #expect(machine.invariantViolations().isEmpty)
  }

  @Test func sharesItsStateTypeWithEntry() {
    let state = TextFieldState(focus: .active, error: .message(""), text: "x")
    #expect(AreaFieldMachine(state: state).state == EntryFieldMachine(state: state).state)
  }
}
