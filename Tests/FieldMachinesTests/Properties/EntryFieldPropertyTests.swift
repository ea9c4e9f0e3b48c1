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
    delegate.attach(to: field)
    var model = TextFieldModel(kind: .entry)
    var isInSession = false
    var prefix: [EntryFieldGenerators.Action] = []
    prefix.reserveCapacity(count)
    var seen: [RecordedDelegateCall: Int] = [:]
    var maximumSupportingLines: Int?

    for step in 0..<count {
      let action = EntryFieldGenerators.action(using: &generator)
      prefix.append(action)
      if case .change(let setting) = action,
        case .maximumSupportingLineCount(let limit) = setting.value(as: CommonFieldSetting.self)
      {
        maximumSupportingLines = limit
      }
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
      if field.errorMessage != model.shownErrorMessage {
        problems.append("error \(String(describing: field.errorMessage)), expected the model's")
      }
      let expectedHeight = TextFieldPropertyRun.referenceHeight(
        lines: 1,
        supportingLines: TextFieldPropertyRun.referenceSupportingLines(
          of: model, maximum: maximumSupportingLines))
      if field.height != expectedHeight {
        problems.append("height \(field.height), expected \(expectedHeight)")
      }
      let appearance = field.appearance
      let shownValue =
        model.state.security == .masked
        ? String(repeating: "•", count: model.state.text.count) : model.state.text
      if appearance.value != shownValue { problems.append("value shown \(appearance.value)") }
      if appearance.showsClearTextButton
        != (field.isActive && !field.isReadOnly && !(field.text ?? "").isEmpty)
      {
        problems.append("clear-text button shown \(appearance.showsClearTextButton)")
      }
      if appearance.showsVisibilityToggle != (field.isSecureTextEntry && field.isEnabled) {
        problems.append("visibility toggle shown \(appearance.showsVisibilityToggle)")
      }
      let spokenValue =
        model.state.security == .masked
        ? AccessibilityStrings.english.hiddenValue(count: model.state.text.count)
        : model.state.text
      if field.accessibility.value != spokenValue {
        problems.append("accessibility value \(field.accessibility.value), expected \(spokenValue)")
      }
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
    var machine = EntryFieldMachine(state: TextFieldSamples.state(using: &generator))
    for step in 0..<TextFieldPropertyRun.eventCount {
      if step % 1_000 == 0 {
        machine = EntryFieldMachine(state: TextFieldSamples.state(using: &generator))
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
  /// documented order: a change of the shown error first (silent for programmatic text and
  /// configuration), then the rest; return is the one effect with no state change.
  static func impliedEffects(
    before: TextFieldState, after: TextFieldState, event: EntryFieldMachine.Event
  ) -> Effects<EntryFieldMachine.Effect> {
    var effects = Effects<EntryFieldMachine.Effect>()
    if !isSilent(event) && before.shownError != after.shownError {
      if let message = after.shownError.message {
        effects.append(.errorShown)
        if after.announcesErrors { effects.append(.announceError(message)) }
      } else {
        effects.append(.errorCleared)
      }
    }
    if before.focus == .inactive && after.focus == .active { effects.append(.didBeginEditing) }
    switch event {
    case .textEdited, .clearTapped:
      if before.text != after.text { effects.append(.didChangeText) }
    case .returnPressed(true):
      if before.focus == .active { effects.append(.didReturn) }
    case .visibilityToggled:
      if before.security != after.security {
        effects.append(.textVisibilityChanged(isRevealed: after.security == .revealed))
      }
    default: break
    }
    if before.focus == .active && after.focus == .inactive { effects.append(.didEndEditing) }
    return effects
  }

  /// Whether `event` is programmatic text or configuration, which change the shown error
  /// without an effect.
  static func isSilent(_ event: EntryFieldMachine.Event) -> Bool {
    switch event {
    case .textAssigned, .common(.readOnlyChanged), .common(.helperTextChanged),
      .common(.supportingRowReservationChanged),
      .maxLengthChanged, .lengthLimitPolicyChanged, .overflowMessageChanged,
      .secureTextEntryChanged, .common(.errorAnnouncementsChanged):
      true
    case .beginRequested, .textEdited, .returnPressed, .clearTapped, .visibilityToggled,
      .endRequested, .common(.errorSet), .common(.errorRemoved), .common(.enabledChanged):
      false
    }
  }

  /// What a step may not touch: programmatic text changes only the text, `isEnabled` only the
  /// flag and the focus, a configuration change only its own property, `setError` and
  /// `removeErrorUI` without effects only an error hidden behind the same shown error, and any
  /// other step that returns no effect changes nothing.
  static func frameViolations(
    before: TextFieldState, after: TextFieldState, event: EntryFieldMachine.Event,
    effects: Effects<EntryFieldMachine.Effect>
  ) -> [String] {
    var expected = before
    switch event {
    case .textAssigned(let text):
      expected.text = text
    case .common(.enabledChanged(let isEnabled)):
      let kept = after.text == before.text && after.error == before.error
      return kept && after.isEnabled == isEnabled ? [] : ["enabledChanged changed too much"]
    case .common(.readOnlyChanged(let isReadOnly)): expected.isReadOnly = isReadOnly
    case .common(.helperTextChanged(let text)): expected.helperText = text == "" ? nil : text
    case .common(.supportingRowReservationChanged(let reserves)):
      expected.reservesSupportingRow = reserves
    case .maxLengthChanged(let limit): expected.maxLength = limit.map { max($0, 0) }
    case .lengthLimitPolicyChanged(let policy): expected.lengthLimitPolicy = policy
    case .overflowMessageChanged(let message): expected.overflowMessage = message
    case .common(.errorAnnouncementsChanged(let announces)): expected.announcesErrors = announces
    case .secureTextEntryChanged(let isSecure):
      expected.security = !isSecure ? .plain : before.security == .plain ? .masked : before.security
    case .common(.errorSet), .common(.errorRemoved):
      guard effects.isEmpty else { return [] }
      var unchanged = after
      unchanged.error = before.error
      return unchanged == before && after.shownError == before.shownError
        ? [] : ["\(event) without effects changed what shows"]
    case .beginRequested, .textEdited, .returnPressed, .clearTapped, .visibilityToggled,
      .endRequested:
      return effects.isEmpty && after != before ? ["a step without effects changed the state"] : []
    }
    return after == expected ? [] : ["\(event) changed more than its own property"]
  }

  static let everyCallKind: [RecordedDelegateCall] = [
    .shouldBeginEditing, .didBeginEditing, .shouldEndEditing, .didEndEditing, .shouldReturn,
    .shouldChangeText(range: 0..<0, replacement: ""), .didChange, .shouldClear,
  ]

  static func kindOf(_ call: RecordedDelegateCall) -> RecordedDelegateCall {
    if case .shouldChangeText = call { return .shouldChangeText(range: 0..<0, replacement: "") }
    return call
  }

  /// Whether `action` is programmatic or configuration, which never reaches the delegate:
  /// every setting and answer change, and every event but a user's, resigning and disabling.
  static func isProgrammatic(_ action: EntryFieldGenerators.Action) -> Bool {
    switch action {
    case .change, .setAnswers: true
    case .perform(let event, _): isProgrammatic(event)
    }
  }

  static func isProgrammatic(_ event: EntryFieldMachine.Event) -> Bool {
    switch event {
    case .textAssigned, .common(.errorSet), .common(.errorRemoved), .common(.enabledChanged(true)),
      .common(.readOnlyChanged),
      .common(.helperTextChanged), .common(.supportingRowReservationChanged), .maxLengthChanged,
      .lengthLimitPolicyChanged, .overflowMessageChanged, .secureTextEntryChanged,
      .common(.errorAnnouncementsChanged):
      true
    case .beginRequested, .textEdited, .returnPressed, .clearTapped, .visibilityToggled,
      .endRequested, .common(.enabledChanged(false)):
      false
    }
  }

  /// Steps the model by `action`: an event as its field call, new answers; settings outside the
  /// machine leave the model as it is.
  static func apply(_ action: EntryFieldGenerators.Action, to model: inout TextFieldModel) {
    switch action {
    case .perform(let event, _): apply(event, to: &model)
    case .setAnswers(let answers): model.answers = answers
    case .change: break
    }
  }

  /// Steps the model by the field call of `event` (an area's line break typed with
  /// `pressReturn()` is ``TextFieldModel/pressReturn()``, asked by the caller).
  static func apply(_ event: EntryFieldMachine.Event, to model: inout TextFieldModel) {
    switch event {
    case .beginRequested: model.begin()
    case .endRequested: model.resign()
    case .textEdited(.insert(let text), _): model.insert(text)
    case .textEdited(.deleteBackward, _): model.deleteBackward()
    case .textEdited(.replaceAll(let text), _): model.replace(with: text)
    case .returnPressed: model.pressReturn()
    case .clearTapped: model.tapClear()
    case .visibilityToggled: model.togglePasswordVisibility()
    case .common(.readOnlyChanged(let isReadOnly)): model.setReadOnly(isReadOnly)
    case .common(.helperTextChanged(let text)): model.setHelperText(text)
    case .common(.supportingRowReservationChanged(let reserves)):
      model.setReservesSupportingRow(reserves)
    case .maxLengthChanged(let limit): model.setMaxLength(limit)
    case .lengthLimitPolicyChanged(let policy): model.setLengthLimitPolicy(policy)
    case .overflowMessageChanged(let message): model.setOverflowMessage(message)
    case .secureTextEntryChanged(let isSecure): model.setSecureTextEntry(isSecure)
    case .common(.errorAnnouncementsChanged(let announces)): model.setAnnouncesErrors(announces)
    case .textAssigned(let text): model.assign(text)
    case .common(.errorSet(let message)): model.setError(message)
    case .common(.errorRemoved): model.removeError()
    case .common(.enabledChanged(let isEnabled)): model.setEnabled(isEnabled)
    }
  }
}
