import FieldMachines
import FieldMachinesTesting
import Testing

/// Seeded random runs of ``AreaField`` and ``AreaFieldMachine``, checked after every step.
@Suite struct AreaFieldPropertyTests {
  @Test func randomActionsMatchTheModelAndKeepEveryInvariant() {
    let seed = TextFieldPropertyRun.seed(default: 0x4152_4541_0000_0001)
    let count = TextFieldPropertyRun.eventCount
    var generator = SplitMix64(seed: seed)
    let field = AreaField(placeholder: "Notes")
    let delegate = RecordingAreaFieldDelegate()
    delegate.attach(to: field)
    var model = TextFieldModel(kind: .area)
    var measurerWidth: Int?
    var maximumLineCount: Int?
    var maximumSupportingLines: Int?
    var isInSession = false
    var prefix: [AreaFieldGenerators.Action] = []
    prefix.reserveCapacity(count)
    var seen: [RecordedDelegateCall: Int] = [:]
    var tallest = 0

    for step in 0..<count {
      let action = AreaFieldGenerators.action(using: &generator)
      prefix.append(action)
      if case .change(let setting) = action {
        switch setting.value(as: AreaFieldVocabulary.Setting.self) {
        case .measurerWidth(let width): measurerWidth = width
        case .maximumLineCount(let limit): maximumLineCount = limit
        case nil: break
        }
        if case .maximumSupportingLineCount(let limit) = setting.value(as: CommonFieldSetting.self)
        {
          maximumSupportingLines = limit
        }
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
        seen[EntryFieldPropertyTests.kindOf(call), default: 0] += 1
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
      let measured = Self.referenceLineCount(of: model.state.text, width: measurerWidth)
      let lines = min(measured, maximumLineCount.map { max($0, 1) } ?? Int.max)
      tallest = max(tallest, lines)
      if field.lineCount != lines {
        problems.append("lineCount \(field.lineCount), expected \(lines)")
      }
      if field.isScrolling != (measured > lines) { problems.append("isScrolling") }
      if field.errorMessage != model.shownErrorMessage {
        problems.append("error \(String(describing: field.errorMessage)), expected the model's")
      }
      let expectedHeight = TextFieldPropertyRun.referenceHeight(
        lines: lines,
        supportingLines: TextFieldPropertyRun.referenceSupportingLines(
          of: model, maximum: maximumSupportingLines))
      if field.height != expectedHeight {
        problems.append("height \(field.height), expected \(expectedHeight)")
      }
      let appearance = field.appearance
      let titleUp = field.isActive || !(field.text ?? "").isEmpty
      if (appearance.titlePosition == .up) != titleUp { problems.append("title position") }
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
      for call in EntryFieldPropertyTests.everyCallKind.filter({ $0 != .shouldReturn })
        + [.shouldReturn, .shouldClear]
      {
        #expect(seen[call, default: 0] > 0, "the generator never caused \(call)")
      }
      #expect(tallest >= 3, "the generator never grew the area past two lines")
    }
  }

  @Test func theAreaMachineStepsExactlyLikeTheEntryMachine() {
    let seed = TextFieldPropertyRun.seed(default: 0x4152_4541_0000_0002)
    var generator = SplitMix64(seed: seed)
    var area = AreaFieldMachine()
    var entry = EntryFieldMachine()
    for step in 0..<TextFieldPropertyRun.eventCount {
      if step % 1_000 == 0 {
        var state = TextFieldSamples.state(using: &generator)
        state.security = .plain
        area = AreaFieldMachine(state: state)
        entry = EntryFieldMachine(state: state)
      }
      let event = AreaFieldGenerators.event(using: &generator)
      let areaEffects = area.handle(event).map(TextMachineHarness.entryEffect)
      let entryEffects = Array(entry.handle(Self.entryEvent(event)))
      guard areaEffects == entryEffects, area.state == entry.state,
        area.invariantViolations().isEmpty
      else {
        Issue.record(
          Comment(
            rawValue: "seed \(seed) step \(step): \(event) gave \(areaEffects) and \(area.state); "
              + "entry gave \(entryEffects) and \(entry.state)"))
        return
      }
    }
  }

  // MARK: Helpers

  /// Lines counted apart from ``LineBreakMeasurer``: paragraphs split at every newline
  /// character, each `⌈characters × 9 / width⌉` lines (at least 1) when a width is set.
  static func referenceLineCount(of text: String, width: Int?) -> Int {
    var paragraphs = [0]
    for character in text {
      if character.isNewline {
        paragraphs.append(0)
      } else {
        paragraphs[paragraphs.count - 1] += 1
      }
    }
    return paragraphs.reduce(0) { total, characters in
      guard let width else { return total + 1 }
      return total + max((characters * 9 + width - 1) / width, 1)
    }
  }

  static func entryEvent(_ event: AreaFieldMachine.Event) -> EntryFieldMachine.Event {
    switch event {
    case .beginRequested(let allowed): .beginRequested(allowed: allowed)
    case .textEdited(let edit, let allowed): .textEdited(edit, allowed: allowed)
    case .endRequested(let allowed): .endRequested(allowed: allowed)
    case .textAssigned(let text): .textAssigned(text)
    case .common(.errorSet(let message)): .errorSet(message)
    case .common(.errorRemoved): .errorRemoved
    case .common(.enabledChanged(let isEnabled)): .enabledChanged(isEnabled)
    case .clearTapped(let allowed): .clearTapped(allowed: allowed)
    case .common(.readOnlyChanged(let isReadOnly)): .readOnlyChanged(isReadOnly)
    case .common(.helperTextChanged(let helperText)): .helperTextChanged(helperText)
    case .common(.supportingRowReservationChanged(let reserves)):
      .supportingRowReservationChanged(reserves)
    case .maxLengthChanged(let maxLength): .maxLengthChanged(maxLength)
    case .lengthLimitPolicyChanged(let policy): .lengthLimitPolicyChanged(policy)
    case .overflowMessageChanged(let message): .overflowMessageChanged(message)
    case .common(.errorAnnouncementsChanged(let announces)): .errorAnnouncementsChanged(announces)
    }
  }

  /// Whether `action` is programmatic or configuration, which never reaches the delegate
  /// (as the entry event of the same name).
  static func isProgrammatic(_ action: AreaFieldGenerators.Action) -> Bool {
    switch action {
    case .change, .setAnswers: true
    case .perform(let event, _): EntryFieldPropertyTests.isProgrammatic(entryEvent(event))
    }
  }

  /// Steps the model by `action`: an event as its field call (a line break typed with the
  /// alternate spelling is `pressReturn()`), new answers; settings leave the model as it is.
  static func apply(_ action: AreaFieldGenerators.Action, to model: inout TextFieldModel) {
    switch action {
    case .perform(.textEdited(.insert("\n"), _), alternate: true): model.pressReturn()
    case .perform(let event, _): EntryFieldPropertyTests.apply(entryEvent(event), to: &model)
    case .setAnswers(let answers): model.answers = answers
    case .change: break
    }
  }
}
