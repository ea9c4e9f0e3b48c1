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
}
