import FieldMachines
import FieldMachinesTesting
import Testing

/// Seeded random runs of ``EntryField`` and ``EntryFieldMachine``, checked after every step.
@Suite struct EntryFieldPropertyTests {
  @Test func randomActionsMatchTheModelAndKeepEveryInvariant() {
    let seed = TextFieldPropertyRun.seed(default: 0x454E_5452_5900_0001)
    let count = TextFieldPropertyRun.eventCount
    var generator = SplitMix64(seed: seed)
    let field = EntryField(placeholder: "Name")
    let delegate = RecordingEntryFieldDelegate()
    field.delegate = delegate
    var model = TextFieldModel(kind: .entry)
    var isInSession = false
    var prefix: [EntryFieldGenerators.Action] = []
    prefix.reserveCapacity(count)
    var seen: [TextFieldDelegateCall: Int] = [:]

    for step in 0..<count {
      let action = EntryFieldGenerators.action(using: &generator)
      prefix.append(action)
      Self.apply(action, to: &model)
      action.apply(to: field, delegate: delegate)
      let calls = delegate.takeCalls()
      var problems: [String] = []

      let expectedCalls = model.takeCalls()
      if calls != expectedCalls { problems.append("calls \(calls), expected \(expectedCalls)") }
      if field.machine.state != model.state {
        problems.append("state \(field.machine.state), expected \(model.state)")
      }
      problems += field.machine.invariantViolations()
      if field.isActive && !field.isEnabled { problems.append("active while disabled") }
      for call in calls {
        seen[Self.kindOf(call), default: 0] += 1
        switch call {
        case .didBeginEditing:
          if isInSession { problems.append("didBegin twice without didEnd") }
          isInSession = true
        case .didEndEditing:
          if !isInSession { problems.append("didEnd without didBegin") }
          isInSession = false
        default: break
        }
      }
      if isInSession != field.isActive { problems.append("callbacks disagree with isActive") }
      if Self.isProgrammatic(action) && !calls.isEmpty {
        problems.append("a programmatic call reached the delegate")
      }
      let expectedHeight = TextFieldPropertyRun.referenceHeight(
        lines: 1, error: field.errorMessage)
      if field.height != expectedHeight {
        problems.append("height \(field.height), expected \(expectedHeight)")
      }
      let appearance = field.appearance
      let titleUp = field.isActive || !(field.text ?? "").isEmpty
      if (appearance.titlePosition == .up) != titleUp { problems.append("title position") }
      if appearance.showsMonetarySymbol != (field.isMonetary && titleUp) {
        problems.append("\"$\" shown with the title \(appearance.titlePosition)")
      }
      let underline: ColorRole =
        field.hasError ? .borderError : field.isActive ? .borderHighlight : .border
      if appearance.underlineColor != underline { problems.append("underline colour") }

      if !problems.isEmpty {
        Issue.record(
          Comment(
            rawValue: TextFieldPropertyRun.report(
              seed: seed, step: step, problems: problems, prefix: prefix)))
        return
      }
    }
    if count >= 10_000 {
      for call in Self.everyCallKind {
        #expect(seen[call, default: 0] > 0, "the generator never caused \(call)")
      }
    }
  }

  @Test func randomEventsProduceExactlyTheEffectsTheStateChangeImplies() {
    let seed = TextFieldPropertyRun.seed(default: 0x454E_5452_5900_0002)
    var generator = SplitMix64(seed: seed)
    var machine = EntryFieldMachine(state: TextFieldGenerators.state(using: &generator))
    for step in 0..<TextFieldPropertyRun.eventCount {
      if step % 1_000 == 0 {
        machine = EntryFieldMachine(state: TextFieldGenerators.state(using: &generator))
      }
      let before = machine.state
      let event = EntryFieldGenerators.event(using: &generator)
      let effects = machine.handle(event)
      let expected = Self.impliedEffects(before: before, after: machine.state, event: event)
      let violations =
        machine.invariantViolations()
        + Self.frameViolations(before: before, after: machine.state, event: event, effects: effects)
      guard effects == expected, violations.isEmpty else {
        Issue.record(
          Comment(
            rawValue: "seed \(seed) step \(step): \(event) from \(before) gave \(effects), "
              + "expected \(expected) \(violations)"))
        return
      }
    }
  }

  // MARK: Helpers

  /// The effects a step must return, derived from the state change alone, in the machine's
  /// documented order; return is the one effect with no state change.
  static func impliedEffects(
    before: TextFieldState, after: TextFieldState, event: EntryFieldMachine.Event
  ) -> Effects<EntryFieldMachine.Effect> {
    var effects = Effects<EntryFieldMachine.Effect>()
    if before.error.isShown && !after.error.isShown { effects.append(.errorCleared) }
    if after.error.isShown && after.error != before.error { effects.append(.errorShown) }
    if before.focus == .inactive && after.focus == .active { effects.append(.didBeginEditing) }
    if case .textEdited = event, before.text != after.text { effects.append(.didChangeText) }
    if case .returnPressed(true) = event, before.focus == .active { effects.append(.didReturn) }
    if before.focus == .active && after.focus == .inactive { effects.append(.didEndEditing) }
    return effects
  }

  /// What a step may not touch: programmatic text changes only the text, `isEnabled` only the
  /// flag and the focus, and any other step that returns no effect changes nothing.
  static func frameViolations(
    before: TextFieldState, after: TextFieldState, event: EntryFieldMachine.Event,
    effects: Effects<EntryFieldMachine.Effect>
  ) -> [String] {
    switch event {
    case .textAssigned(let text):
      var expected = before
      expected.text = text
      return after == expected ? [] : ["textAssigned changed more than the text"]
    case .enabledChanged(let isEnabled):
      let kept = after.text == before.text && after.error == before.error
      return kept && after.isEnabled == isEnabled ? [] : ["enabledChanged changed too much"]
    case .beginRequested, .textEdited, .returnPressed, .endRequested, .errorSet, .errorRemoved:
      return effects.isEmpty && after != before ? ["a step without effects changed the state"] : []
    }
  }

  static let everyCallKind: [TextFieldDelegateCall] = [
    .shouldBeginEditing, .didBeginEditing, .shouldEndEditing, .didEndEditing, .shouldReturn,
    .shouldChangeText(range: 0..<0, replacement: ""), .didChange,
  ]

  static func kindOf(_ call: TextFieldDelegateCall) -> TextFieldDelegateCall {
    if case .shouldChangeText = call { return .shouldChangeText(range: 0..<0, replacement: "") }
    return call
  }

  static func isProgrammatic(_ action: EntryFieldGenerators.Action) -> Bool {
    switch action {
    case .setText, .setError, .removeErrorUI, .setPlaceholder, .setOptional, .setShakes,
      .setUnit, .setMonetary, .setAnswers, .setEnabled(true):
      true
    case .tap, .becomeFirstResponder, .resignFirstResponder, .typeText, .deleteBackward,
      .replaceText, .pressReturn, .keyboardWillShow, .setEnabled(false):
      false
    }
  }

  static func apply(_ action: EntryFieldGenerators.Action, to model: inout TextFieldModel) {
    switch action {
    case .tap, .becomeFirstResponder: model.begin()
    case .resignFirstResponder: model.resign()
    case .typeText(let text): model.insert(text)
    case .deleteBackward: model.deleteBackward()
    case .replaceText(let text): model.replace(with: text)
    case .pressReturn: model.pressReturn()
    case .setText(let text): model.assign(text)
    case .setError(let message): model.setError(message)
    case .removeErrorUI: model.removeError()
    case .setEnabled(let isEnabled): model.setEnabled(isEnabled)
    case .setAnswers(let answers): model.answers = answers
    case .keyboardWillShow, .setPlaceholder, .setOptional, .setShakes, .setUnit, .setMonetary:
      break
    }
  }
}
