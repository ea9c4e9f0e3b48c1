import Foundation
import Testing

@testable import FieldMachines

/// The form runs its machine over slots and shows keys only at its API: mapping an event, an
/// effect or a state from keys to slots and back loses nothing, and equal sets of built-in rules
/// given to many fields are kept once.
@MainActor
@Suite struct FormSlotTests {
  enum Key: CaseIterable, Hashable, Sendable { case name, country }

  static let failure = ValidationFailure(key: Key.name, rule: "required", message: "Required")

  /// One event of every case, with keys.
  static let events: [FormMachine<Key>.Event] = [
    .fieldAdded(.name, isTextInput: true, isActive: false, errorMessage: "Taken"),
    .fieldShowsError(.country, "Pick one"), .fieldBegan(.name), .fieldValueChanged(.country),
    .fieldEnded(.name), .fieldEnablementChanged(.country, isIncluded: false),
    .fieldReturned(.name, isActive: true), .validated(.name, .invalid([failure]), isIncluded: true),
    .foundExcluded(.country), .displayDue(.name, isIncluded: true),
    .hiddenChanged(.country, isHidden: true, emptiesValue: false), .answerDropped, .submitStarted,
    .submitWaiting(true), .submitFailed([failure]),
    .focusRequested(.country, isEnabled: true, isActive: false),
    .nextRequested(.country, isActive: false), .nextRequested(nil, isActive: false),
    .previousRequested(.name, isActive: true), .activeFieldLeft(for: .name, isStillActive: false),
    .endEditingRequested, .focusesFirstInvalidFieldSet(false),
    .invalidFieldFocused(.name, isIncluded: true),
    .defaultTimingSet(.onChange), .displayPolicySet(.afterSubmit), .movesToNextOnReturnSet(true),
    .fieldTimingSet(.country, .onDemand),
    .fieldDisplayPolicySet(.name, .immediately, isIncluded: true),
    .restored(
      fields: [.name: FormMachine<Key>.FieldState(isTextInput: true, errorMessage: nil)],
      activeKey: .name, submitCount: 2),
  ]

  /// One effect of every case, with keys.
  static let effects: [FormMachine<Key>.Effect] = [
    .forceEnd(.name), .endOtherFields(except: .country), .endHiddenField(.name),
    .validate(.country, .submit), .validateDependents(of: .name), .cancelStaleCheck(.name),
    .flushCheck(.country), .resetCheck(.name), .applyConditions, .refreshDisplay(.country),
    .showError(.name, "Required"), .removeError(.country), .handToModel(.name),
    .emptyValue(.country), .moveToNext, .endForFocus(.name, next: .country, keyboard: true),
    .beginField(.country), .resignField(.name), .focusFirstInvalidField,
    .announceSubmitSummary([failure]), .silenceAnnouncements, .restoreAnnouncements,
  ]

  static func slot(_ key: Key) -> FormSlot { FormSlot(key == .name ? 0 : 1) }
  static func key(_ slot: FormSlot) -> Key { slot.index == 0 ? .name : .country }

  @Test func everyEventAndEffectSurvivesKeysToSlotsAndBack() {
    for event in Self.events {
      let slotted = event.mapKeys { Self.slot($0) }
      #expect(slotted?.mapKeys { Self.key($0) } == event, "\(event)")
    }
    for effect in Self.effects {
      #expect(effect.mapKeys(Self.slot).mapKeys(Self.key) == effect, "\(effect)")
    }
  }

  @Test func anEventAboutAKeyWithoutASlotIsDropped() {
    let onlyName = { (key: Key) in key == .name ? FormSlot(0) : nil }
    #expect(FormMachine<Key>.Event.fieldBegan(.country).mapKeys(onlyName) == nil)
    #expect(FormMachine<Key>.Event.submitFailed([Self.failure]).mapKeys(onlyName) != nil)
    let otherFailure = ValidationFailure(key: Key.country, rule: "required", message: "Pick")
    #expect(FormMachine<Key>.Event.submitFailed([otherFailure]).mapKeys(onlyName) == nil)
    #expect(
      FormMachine<Key>.Event.nextRequested(nil, isActive: false).mapKeys(onlyName)
        == .nextRequested(nil, isActive: false))
  }

  @Test func aStateSurvivesKeysToSlotsAndBack() {
    var machine = FormMachine<Key>()
    for event in Self.events { _ = machine.handle(event) }
    #expect(machine.state.fields.count == 1)
    #expect(machine.state.mapKeys(Self.slot).mapKeys(Self.key) == machine.state)
  }

  /// Fields given equal sets of built-in rules, each written out, hold one copy of them; a set
  /// with another message, or with a closure rule, is kept apart.
  @Test func equalSetsOfBuiltInRulesAreKeptOnce() {
    let form = Form<Key>()
    let name = EntryField(placeholder: "Name")
    let country = EntryField(placeholder: "Country")
    form.add(name, for: .name)
    form.add(country, for: .country)
    func storage(_ key: Key) -> UnsafeRawPointer? {
      form.rules(of: key).rules.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }
    form.setRules([.required(), .minLength(2), .email()], for: .name)
    form.setRules([.required(), .minLength(2), .email()], for: .country)
    #expect(storage(.name) != nil)
    #expect(storage(.name) == storage(.country))

    form.setRules([.required(), .minLength(2, message: "Longer")], for: .country)
    #expect(storage(.name) != storage(.country))
    form.setRules([.required(), .minLength(2), .email()], for: .country)
    #expect(storage(.name) == storage(.country))

    form.setRules([.required(), .custom(id: "x") { _ in nil }], for: .name)
    form.setRules([.required(), .custom(id: "x") { _ in nil }], for: .country)
    #expect(storage(.name) != storage(.country))
  }

  /// Built-in rules, now values, fail and pass as their closures did: ids, parameters and
  /// default messages included.
  @Test func builtInRulesReportAsBefore() {
    let form = Form<Key>()
    let name = EntryField(placeholder: "Name")
    form.add(name, for: .name)
    form.setRules([.required(), .minLength(3), .maxLength(1), .exactLength(2), .url()], for: .name)
    name.text = "ab"
    let failures = form.validate(.name).failures
    #expect(failures.map(\.rule) == [.minLength, .maxLength, .url])
    #expect(failures.map(\.parameters) == [["min": "3"], ["max": "1"], [:]])
    #expect(
      failures.map(\.message) == [
        "Use at least 3 characters.", "Use at most 1 characters.", "Enter a valid web address.",
      ])
    name.text = "   "
    #expect(
      form.validate(.name).failures.map(\.rule) == [.required, .maxLength, .exactLength, .url])
    name.text = ""
    #expect(form.validate(.name).failures.map(\.rule) == [.required])
  }
}
