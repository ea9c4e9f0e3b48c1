import Foundation
import Testing

@testable import FieldMachines

/// The form's machine on its own, script-style: each event's effects and the state after.
@Suite struct FormMachineTests {
  enum Key: CaseIterable, Hashable, Sendable { case name, country }

  /// A machine with an entry field under `.name` and a picker under `.country`.
  static func machine() -> FormMachine<Key> {
    var machine = FormMachine<Key>()
    _ = machine.handle(.fieldAdded(.name, isTextInput: true, isActive: false, errorMessage: nil))
    _ = machine.handle(
      .fieldAdded(.country, isTextInput: false, isActive: false, errorMessage: nil))
    return machine
  }

  @Test func aFieldThatBeginsEndsTheOthersAndBecomesActive() {
    var machine = Self.machine()
    #expect(machine.handle(.fieldBegan(.name)) == [.endOtherFields(except: .name)])
    #expect(machine.state.activeKey == .name)
    #expect(machine.handle(.fieldEnded(.name)) == [.validate(.name, .endOfEditing)])
    #expect(machine.state.activeKey == nil)
    #expect(machine.state.fields[.name]?.hasBeenLeft == true)
  }

  @Test func aHiddenFieldThatBeginsIsEndedAndNeverActive() {
    var machine = Self.machine()
    #expect(
      machine.handle(.hiddenChanged(.name, isHidden: true, emptiesValue: true))
        == [.endHiddenField(.name), .resetCheck(.name), .emptyValue(.name)])
    #expect(machine.handle(.fieldBegan(.name)) == [.forceEnd(.name)])
    #expect(machine.state.activeKey == nil)
    #expect(machine.handle(.fieldEnded(.name)) == [])
    #expect(machine.state.fields[.name]?.hasBeenLeft == false)
  }

  @Test(arguments: ValidationTiming.allCases)
  func aNewValueValidatesByTiming(_ timing: ValidationTiming) {
    var machine = Self.machine()
    _ = machine.handle(.fieldTimingSet(.name, timing))
    let always: [FormMachine<Key>.Effect] = [
      .cancelStaleCheck(.name), .applyConditions, .validateDependents(of: .name),
    ]
    let expected = timing == .onChange ? always + [.validate(.name, .change)] : always
    #expect(Array(machine.handle(.fieldValueChanged(.name))) == expected)
    _ = machine.handle(.fieldEnded(.name))
    let afterLeaving =
      timing == .onChange || timing == .onChangeAfterFirstEnd
      ? always + [.validate(.name, .change)] : always
    #expect(Array(machine.handle(.fieldValueChanged(.name))) == afterLeaving)
  }

  @Test func anOutcomeIsShownByThePolicyAndAPassGoesToTheModel() {
    var machine = Self.machine()
    let failure = ValidationFailure(key: Key.name, rule: "required", message: "Required")
    #expect(machine.handle(.validated(.name, .invalid([failure]), isIncluded: true)) == [])
    #expect(machine.handle(.fieldEnded(.name)) == [.validate(.name, .endOfEditing)])
    #expect(
      machine.handle(.validated(.name, .invalid([failure]), isIncluded: true))
        == [.showError(.name, "Required")])
    #expect(machine.state.fields[.name]?.displayedError == "Required")
    #expect(
      machine.handle(.validated(.name, .valid, isIncluded: true))
        == [.removeError(.name), .handToModel(.name)])
  }

  @Test func anErrorTheFieldChangesItselfIsRecorded() {
    var machine = Self.machine()
    _ = machine.handle(.fieldShowsError(.name, "Set by the app"))
    #expect(machine.state.fields[.name]?.isErrorExternal == true)
    _ = machine.handle(.fieldShowsError(.name, nil))
    #expect(machine.state.fields[.name]?.isErrorExternal == false)
    #expect(machine.state.fields[.name]?.isErrorDismissed == true)
  }

  @Test func returnMovesOnOnlyFromAnActiveTextFieldWhenAsked() {
    var machine = Self.machine()
    #expect(machine.handle(.fieldReturned(.name, isActive: true)) == [])
    _ = machine.handle(.movesToNextOnReturnSet(true))
    #expect(machine.handle(.fieldReturned(.name, isActive: true)) == [.moveToNext])
    #expect(machine.handle(.fieldReturned(.name, isActive: false)) == [])
    #expect(machine.handle(.fieldReturned(.country, isActive: true)) == [])
  }

  @Test func aFieldThatStopsCountingLosesItsOutcomeAndError() {
    var machine = Self.machine()
    _ = machine.handle(.displayPolicySet(.immediately))
    let failure = ValidationFailure(key: Key.country, rule: "required", message: "Pick one")
    #expect(
      machine.handle(.validated(.country, .invalid([failure]), isIncluded: true))
        == [.showError(.country, "Pick one")])
    #expect(
      machine.handle(.fieldEnablementChanged(.country, isIncluded: false))
        == [.resetCheck(.country), .removeError(.country)])
    #expect(machine.state.fields[.country]?.validity == .unvalidated)
    #expect(machine.handle(.fieldEnablementChanged(.country, isIncluded: true)) == [])
  }

  /// The fields' statuses are kept in the order they were added, but compare and hash as a
  /// dictionary would: two machines that added the same fields in another order are equal.
  @Test func fieldStatesCompareAndHashWithoutTheirOrder() {
    var other = FormMachine<Key>()
    _ = other.handle(
      .fieldAdded(.country, isTextInput: false, isActive: false, errorMessage: nil))
    _ = other.handle(.fieldAdded(.name, isTextInput: true, isActive: false, errorMessage: nil))
    let machine = Self.machine()
    #expect(other.state == machine.state)
    #expect(other.state.hashValue == machine.state.hashValue)
    #expect(Set([other.state, machine.state]).count == 1)

    var fields = machine.state.fields
    fields[.name] = nil
    #expect(fields.count == 1)
    #expect(fields[.name] == nil)
    #expect(fields[.country]?.isTextInput == false)
    #expect(fields.place(of: .country, expected: 1) == 0)
    #expect(fields != machine.state.fields)
    fields[.name] = machine.state.fields[.name]
    #expect(fields == machine.state.fields)
    #expect(fields.hashValue == machine.state.fields.hashValue)
  }

  @Test func submitsCountAndSaturate() {
    var machine = Self.machine()
    _ = machine.handle(.restored(fields: [:], activeKey: nil, submitCount: Int.max - 1))
    _ = machine.handle(.submitStarted)
    _ = machine.handle(.submitStarted)
    #expect(machine.state.submitCount == Int.max)
  }

  @Test func focusEndsTheActiveFieldFirstAndBeginsOnlyOnceItLetGo() {
    var machine = Self.machine()
    #expect(
      machine.handle(.focusRequested(.name, isEnabled: true, isActive: false))
        == [.beginField(.name)])
    _ = machine.handle(.fieldBegan(.name))
    #expect(machine.handle(.focusRequested(.name, isEnabled: true, isActive: true)) == [])
    #expect(machine.handle(.focusRequested(.country, isEnabled: false, isActive: false)) == [])
    #expect(
      machine.handle(.focusRequested(.country, isEnabled: true, isActive: false))
        == [.endForFocus(.name, next: .country, keyboard: false)])
    #expect(machine.handle(.activeFieldLeft(for: .country, isStillActive: true)) == [])
    #expect(
      machine.handle(.activeFieldLeft(for: .country, isStillActive: false))
        == [.beginField(.country)])
    _ = machine.handle(.fieldEnded(.name))
    _ = machine.handle(.fieldBegan(.country))
    #expect(
      machine.handle(.focusRequested(.name, isEnabled: true, isActive: false))
        == [.endForFocus(.country, next: .name, keyboard: true)])
    _ = machine.handle(.hiddenChanged(.name, isHidden: true, emptiesValue: false))
    #expect(machine.handle(.focusRequested(.name, isEnabled: true, isActive: false)) == [])
  }

  @Test func navigationMovesFocusOrEndsEditingWithoutATarget() {
    var machine = Self.machine()
    #expect(machine.handle(.nextRequested(nil, isActive: false)) == [])
    #expect(machine.handle(.endEditingRequested) == [])
    #expect(machine.handle(.nextRequested(.country, isActive: false)) == [.beginField(.country)])
    _ = machine.handle(.fieldBegan(.country))
    #expect(machine.handle(.nextRequested(.country, isActive: true)) == [])
    #expect(machine.handle(.nextRequested(nil, isActive: false)) == [.resignField(.country)])
    #expect(
      machine.handle(.previousRequested(.name, isActive: false))
        == [.endForFocus(.country, next: .name, keyboard: true)])
    #expect(machine.handle(.previousRequested(nil, isActive: false)) == [.resignField(.country)])
    #expect(machine.handle(.endEditingRequested) == [.resignField(.country)])
  }

  @Test func aSubmitSilencesWhileItWaitsAndAFailureFocusesBySettingAndAnnouncesOnce() {
    var machine = Self.machine()
    let failures = [ValidationFailure(key: Key.name, rule: "required", message: "Required")]
    #expect(machine.handle(.submitWaiting(true)) == [.silenceAnnouncements])
    #expect(machine.state.isSubmitting)
    #expect(
      machine.handle(.submitFailed(failures))
        == [.focusFirstInvalidField, .announceSubmitSummary(failures)])
    _ = machine.handle(.focusesFirstInvalidFieldSet(false))
    #expect(machine.handle(.submitFailed(failures)) == [.announceSubmitSummary(failures)])
    #expect(machine.handle(.submitWaiting(false)) == [.restoreAnnouncements])
    #expect(!machine.state.isSubmitting)
  }

  @Test func eventsAboutAKeyWithoutAFieldDoNothing() {
    var machine = FormMachine<Key>()
    let events: [FormMachine<Key>.Event] = [
      .fieldShowsError(.name, "x"), .fieldBegan(.name), .fieldValueChanged(.name),
      .fieldEnded(.name), .fieldEnablementChanged(.name, isIncluded: false),
      .fieldReturned(.name, isActive: true), .validated(.name, .valid, isIncluded: true),
      .foundExcluded(.name), .displayDue(.name, isIncluded: true),
      .hiddenChanged(.name, isHidden: true, emptiesValue: true),
      .invalidFieldFocused(.name, isIncluded: true), .fieldTimingSet(.name, .onChange),
      .fieldDisplayPolicySet(.name, .immediately, isIncluded: true),
      .focusRequested(.name, isEnabled: true, isActive: false),
      .nextRequested(.name, isActive: false), .previousRequested(.name, isActive: false),
      .activeFieldLeft(for: .name, isStillActive: false),
    ]
    for event in events { #expect(machine.handle(event) == [], "\(event)") }
    #expect(machine == FormMachine<Key>())
  }
}
