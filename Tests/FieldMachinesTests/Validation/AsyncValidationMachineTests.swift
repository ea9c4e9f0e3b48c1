import FieldMachines
import Testing

@Suite struct AsyncValidationMachineTests {
  let taken = RuleViolation(rule: "available", message: "Taken")

  @Test func aChangeDebouncesThenStartsAndIsPendingThroughout() {
    var machine = AsyncValidationMachine()
    #expect(!machine.isPending)
    #expect(
      machine.request(.text("a"), now: .zero, debounce: .milliseconds(300)) == [
        .wake(sequence: 1, deadline: .milliseconds(300))
      ])
    #expect(machine.isPending)
    #expect(machine.deadlineReached(sequence: 1) == [.start(sequence: 1, value: .text("a"))])
    #expect(machine.isPending)
    #expect(machine.receive(sequence: 1, violations: []) == [.answer([])])
    #expect(!machine.isPending)
  }

  @Test func anotherChangeDuringTheDebounceRestartsItAndTheOldWakeIsDropped() {
    var machine = AsyncValidationMachine()
    _ = machine.request(.text("a"), now: .zero, debounce: .milliseconds(300))
    #expect(
      machine.request(.text("ab"), now: .milliseconds(100), debounce: .milliseconds(300)) == [
        .cancel(sequence: 1), .wake(sequence: 2, deadline: .milliseconds(400)),
      ])
    #expect(machine.deadlineReached(sequence: 1) == [])
    #expect(machine.deadlineReached(sequence: 2) == [.start(sequence: 2, value: .text("ab"))])
  }

  @Test func aResultArrivingAfterTheValueChangedIsDropped() {
    var machine = AsyncValidationMachine()
    _ = machine.request(.text("ada"), now: .zero, debounce: nil)
    _ = machine.request(.text("adam"), now: .zero, debounce: nil)
    #expect(machine.receive(sequence: 1, violations: [taken]) == [])
    #expect(machine.isPending)
    #expect(machine.receive(sequence: 2, violations: []) == [.answer([])])
    #expect(machine.lastAnswer?.value == .text("adam"))
    #expect(machine.lastAnswer?.violations == [])
  }

  @Test func resultsOutOfOrderKeepOnlyTheNewest() {
    var machine = AsyncValidationMachine()
    _ = machine.request(.text("a"), now: .zero, debounce: nil)
    _ = machine.request(.text("b"), now: .zero, debounce: nil)
    #expect(machine.receive(sequence: 2, violations: [taken]) == [.answer([taken])])
    #expect(machine.receive(sequence: 1, violations: []) == [])
    #expect(machine.lastAnswer?.violations == [taken])
    #expect(!machine.isPending)
  }

  @Test func flushStartsADebouncingCheckAtOnce() {
    var machine = AsyncValidationMachine()
    #expect(machine.flush() == [])
    _ = machine.request(.text("a"), now: .zero, debounce: .seconds(1))
    #expect(machine.flush() == [.start(sequence: 1, value: .text("a"))])
    #expect(machine.flush() == [])
    #expect(machine.deadlineReached(sequence: 1) == [])
  }

  @Test func anImmediateRequestForTheDebouncingValueStartsIt() {
    var machine = AsyncValidationMachine()
    _ = machine.request(.text("a"), now: .zero, debounce: .seconds(1))
    #expect(
      machine.request(.text("a"), now: .zero, debounce: nil) == [
        .start(sequence: 1, value: .text("a"))
      ])
    #expect(machine.request(.text("a"), now: .zero, debounce: nil) == [])
  }

  @Test func anAnsweredValueIsAnsweredFromMemory() {
    var machine = AsyncValidationMachine()
    _ = machine.request(.text("a"), now: .zero, debounce: nil)
    _ = machine.receive(sequence: 1, violations: [taken])
    #expect(machine.request(.text("a"), now: .zero, debounce: .seconds(1)) == [.answer([taken])])
    _ = machine.request(.text("b"), now: .zero, debounce: .seconds(1))
    #expect(
      machine.request(.text("a"), now: .zero, debounce: .seconds(1)) == [
        .cancel(sequence: 2), .answer([taken]),
      ])
    #expect(!machine.isPending)
  }

  @Test func cancelAndResetDropWhatIsPending() {
    var machine = AsyncValidationMachine()
    #expect(machine.cancel() == [])
    _ = machine.request(.text("a"), now: .zero, debounce: nil)
    #expect(machine.cancel() == [.cancel(sequence: 1)])
    #expect(machine.receive(sequence: 1, violations: []) == [])
    _ = machine.request(.text("b"), now: .zero, debounce: nil)
    _ = machine.receive(sequence: 2, violations: [])
    #expect(machine.reset() == [])
    #expect(machine.lastAnswer == nil)
  }
}
