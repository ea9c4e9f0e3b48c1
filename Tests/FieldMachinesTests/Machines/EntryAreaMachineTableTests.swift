import FieldMachines
import Testing

/// Every row of the reference's §11.1 table, as fixed by issue 2, run against both text machines.
@Suite struct EntryAreaMachineTableTests {
  private static let error = ErrorState.message("Required")

  // MARK: Idle

  @Test(arguments: TextKind.allCases)
  func idleBeginAllowedBecomesActive(kind: TextKind) {
    var machine = TextMachineHarness(kind)
    #expect(machine.handle(.beginRequested(allowed: true)) == [.didBeginEditing])
    #expect(machine.state == TextFieldState(focus: .active))
  }

  @Test(arguments: TextKind.allCases)
  func idleBeginVetoedStaysIdle(kind: TextKind) {
    var machine = TextMachineHarness(kind, state: TextFieldState(text: "x"))
    #expect(machine.handle(.beginRequested(allowed: false)) == [])
    #expect(machine.state == TextFieldState(text: "x"))
  }

  @Test(arguments: TextKind.allCases)
  func idleWithErrorBeginClearsTheErrorFirst(kind: TextKind) {
    var machine = TextMachineHarness(kind, state: TextFieldState(error: Self.error))
    #expect(machine.handle(.beginRequested(allowed: true)) == [.errorCleared, .didBeginEditing])
    #expect(machine.state == TextFieldState(focus: .active, error: .none))
  }

  @Test(arguments: TextKind.allCases)
  func idleWithErrorVetoedBeginKeepsTheError(kind: TextKind) {
    var machine = TextMachineHarness(kind, state: TextFieldState(error: Self.error))
    #expect(machine.handle(.beginRequested(allowed: false)) == [])
    #expect(machine.state.error == Self.error)
  }

  @Test(arguments: TextKind.allCases)
  func beginWhileActiveIsANoOp(kind: TextKind) {
    var machine = TextMachineHarness(kind, state: TextFieldState(focus: .active))
    #expect(machine.handle(.beginRequested(allowed: true)) == [])
    #expect(machine.state == TextFieldState(focus: .active))
  }

  // MARK: Active: typing and return

  @Test(arguments: TextKind.allCases)
  func activeTypingChangesTheTextAndAnnouncesIt(kind: TextKind) {
    var machine = TextMachineHarness(kind, state: TextFieldState(focus: .active))
    #expect(machine.handle(.textEdited(.insert("ab"), allowed: true)) == [.didChangeText])
    #expect(machine.handle(.textEdited(.deleteBackward, allowed: true)) == [.didChangeText])
    #expect(machine.handle(.textEdited(.replaceAll("xyz"), allowed: true)) == [.didChangeText])
    #expect(machine.state == TextFieldState(focus: .active, text: "xyz"))
  }

  @Test(arguments: TextKind.allCases)
  func activeVetoedOrEmptyEditsChangeNothing(kind: TextKind) {
    var machine = TextMachineHarness(kind, state: TextFieldState(focus: .active, text: "a"))
    #expect(machine.handle(.textEdited(.insert("b"), allowed: false)) == [])
    #expect(machine.handle(.textEdited(.insert(""), allowed: true)) == [])
    #expect(machine.handle(.textEdited(.replaceAll("a"), allowed: true)) == [])
    #expect(machine.handle(.textEdited(.deleteBackward, allowed: true)) == [.didChangeText])
    #expect(machine.handle(.textEdited(.deleteBackward, allowed: true)) == [])
    #expect(machine.state == TextFieldState(focus: .active, text: ""))
  }

  @Test(arguments: TextKind.allCases)
  func typingKeepsAnErrorSetDuringTheSession(kind: TextKind) {
    var machine = TextMachineHarness(kind, state: TextFieldState(focus: .active, error: Self.error))
    #expect(machine.handle(.textEdited(.insert("a"), allowed: true)) == [.didChangeText])
    #expect(machine.state.error == Self.error)
  }

  @Test(arguments: TextKind.allCases)
  func activeReturnKey(kind: TextKind) {
    var machine = TextMachineHarness(kind, state: TextFieldState(focus: .active, text: "a"))
    switch kind {
    case .entry:
      #expect(machine.handle(.returnPressed(allowed: true)) == [.didReturn])
      #expect(machine.state == TextFieldState(focus: .active, text: "a"))
    case .area:
      #expect(machine.handle(.returnPressed(allowed: true)) == [.didChangeText])
      #expect(machine.state == TextFieldState(focus: .active, text: "a\n"))
    }
    #expect(machine.handle(.returnPressed(allowed: false)) == [])
    #expect(machine.state.focus == .active)
  }

  // MARK: Active: ending

  @Test(arguments: TextKind.allCases)
  func activeEndAllowedFiresDidEndOnce(kind: TextKind) {
    var machine = TextMachineHarness(kind, state: TextFieldState(focus: .active, text: "a"))
    #expect(machine.handle(.endRequested(allowed: true)) == [.didEndEditing])
    #expect(machine.state == TextFieldState(focus: .inactive, text: "a"))
    #expect(machine.handle(.endRequested(allowed: true)) == [])
  }

  @Test(arguments: TextKind.allCases)
  func didEndThenValidationErrorLeavesIdleWithError(kind: TextKind) {
    var machine = TextMachineHarness(kind, state: TextFieldState(focus: .active))
    #expect(machine.handle(.endRequested(allowed: true)) == [.didEndEditing])
    #expect(machine.handle(.errorSet("Required")) == [.errorShown, .announceError("Required")])
    #expect(machine.state == TextFieldState(focus: .inactive, error: Self.error))
  }

  @Test(arguments: TextKind.allCases)
  func activeEndVetoedStaysActive(kind: TextKind) {
    var machine = TextMachineHarness(kind, state: TextFieldState(focus: .active))
    #expect(machine.handle(.endRequested(allowed: false)) == [])
    #expect(machine.state == TextFieldState(focus: .active))
  }

  @Test(arguments: TextKind.allCases)
  func activeWithErrorEndKeepsTheError(kind: TextKind) {
    var machine = TextMachineHarness(kind, state: TextFieldState(focus: .active, error: Self.error))
    #expect(machine.handle(.endRequested(allowed: true)) == [.didEndEditing])
    #expect(machine.state == TextFieldState(focus: .inactive, error: Self.error))
  }

  @Test(arguments: TextKind.allCases)
  func didEndFiresExactlyOncePerActivation(kind: TextKind) {
    var machine = TextMachineHarness(kind)
    var ends = 0
    for _ in 0..<3 {
      _ = machine.handle(.beginRequested(allowed: true))
      for event: EntryFieldMachine.Event in [
        .endRequested(allowed: false), .endRequested(allowed: true), .endRequested(allowed: true),
        .enabledChanged(false), .enabledChanged(true),
      ] {
        ends += machine.handle(event).filter { $0 == .didEndEditing }.count
      }
    }
    #expect(ends == 3)
  }

  // MARK: Inactive no-ops

  @Test(arguments: TextKind.allCases)
  func endOnAnInactiveFieldDoesNothing(kind: TextKind) {
    var machine = TextMachineHarness(kind, state: TextFieldState(error: Self.error, text: "a"))
    #expect(machine.handle(.endRequested(allowed: true)) == [])
    #expect(machine.state == TextFieldState(error: Self.error, text: "a"))
  }

  @Test(arguments: TextKind.allCases)
  func typingAndReturnOnAnInactiveFieldAreNoOps(kind: TextKind) {
    var machine = TextMachineHarness(kind, state: TextFieldState(text: "a"))
    #expect(machine.handle(.textEdited(.insert("b"), allowed: true)) == [])
    #expect(machine.handle(.textEdited(.deleteBackward, allowed: true)) == [])
    #expect(machine.handle(.textEdited(.replaceAll("z"), allowed: true)) == [])
    #expect(machine.handle(.returnPressed(allowed: true)) == [])
    #expect(machine.state == TextFieldState(text: "a"))
  }

  // MARK: Errors

  @Test(arguments: TextKind.allCases, TextFocus.allCases)
  func setErrorKeepsTheFocus(kind: TextKind, focus: TextFocus) {
    var machine = TextMachineHarness(kind, state: TextFieldState(focus: focus))
    #expect(machine.handle(.errorSet("Bad")) == [.errorShown, .announceError("Bad")])
    #expect(machine.state == TextFieldState(focus: focus, error: .message("Bad")))
    #expect(machine.handle(.errorSet("Bad")) == [])
    #expect(machine.handle(.errorSet("Worse")) == [.errorShown, .announceError("Worse")])
    #expect(machine.handle(.errorSet("")) == [.errorShown, .announceError("")])
    #expect(machine.state == TextFieldState(focus: focus, error: .message("")))
  }

  @Test(arguments: TextKind.allCases, TextFocus.allCases)
  func removeErrorKeepsTheFocus(kind: TextKind, focus: TextFocus) {
    var machine = TextMachineHarness(kind, state: TextFieldState(focus: focus, error: Self.error))
    #expect(machine.handle(.errorRemoved) == [.errorCleared])
    #expect(machine.state == TextFieldState(focus: focus))
    #expect(machine.handle(.errorRemoved) == [])
  }

  // MARK: Programmatic text

  @Test(arguments: TextKind.allCases, TextFocus.allCases)
  func programmaticTextNeverClearsTheErrorNorAnnounces(kind: TextKind, focus: TextFocus) {
    var machine = TextMachineHarness(kind, state: TextFieldState(focus: focus, error: Self.error))
    #expect(machine.handle(.textAssigned("one\ntwo")) == [])
    #expect(machine.handle(.textAssigned("")) == [])
    #expect(machine.state == TextFieldState(focus: focus, error: Self.error, text: ""))
  }

  // MARK: Enabling

  @Test(arguments: TextKind.allCases)
  func disabledFieldsRefuseToActivate(kind: TextKind) {
    var machine = TextMachineHarness(kind, state: TextFieldState(isEnabled: false))
    #expect(machine.handle(.beginRequested(allowed: true)) == [])
    #expect(machine.state == TextFieldState(isEnabled: false))
  }

  @Test(arguments: TextKind.allCases)
  func disablingAnActiveFieldEndsEditingWithOneDidEnd(kind: TextKind) {
    var machine = TextMachineHarness(kind, state: TextFieldState(focus: .active, text: "a"))
    #expect(machine.handle(.enabledChanged(false)) == [.didEndEditing])
    #expect(machine.state == TextFieldState(focus: .inactive, text: "a", isEnabled: false))
    #expect(machine.handle(.enabledChanged(false)) == [])
    #expect(machine.handle(.endRequested(allowed: true)) == [])
    #expect(machine.handle(.enabledChanged(true)) == [])
    #expect(machine.state == TextFieldState(focus: .inactive, text: "a"))
  }

  @Test(arguments: TextKind.allCases)
  func disablingAnInactiveFieldFiresNothing(kind: TextKind) {
    var machine = TextMachineHarness(kind, state: TextFieldState(error: Self.error))
    #expect(machine.handle(.enabledChanged(false)) == [])
    #expect(machine.state == TextFieldState(error: Self.error, isEnabled: false))
  }

  @Test(arguments: TextKind.allCases)
  func aDisabledActiveStateIsNormalisedToInactive(kind: TextKind) {
    let machine = TextMachineHarness(kind, state: TextFieldState(focus: .active, isEnabled: false))
    #expect(machine.state.focus == .inactive)
    #expect(machine.invariantViolations.isEmpty)
  }
}
