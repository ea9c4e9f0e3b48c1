import FieldMachines
import FieldMachinesTesting
import Testing

/// Seeded random runs of every field action, checking that an error is announced exactly once
/// when the shown error appears or changes through a user action or `setError`/`removeErrorUI`,
/// and never otherwise: not per keystroke, not for the same error again, not when the field
/// does not announce. `FIELDMACHINES_PROPERTY_EVENTS` sets the count (100,000 by default) and
/// `FIELDMACHINES_PROPERTY_SEED` the seed.
@Suite struct AnnouncementPropertyTests {
  /// What a run saw, to prove it exercised the law.
  struct Tally {
    var announcements = 0
    var quietKeystrokesWithAnError = 0
    var suppressed = 0
    var overflowAnnouncements = 0
  }

  @Test func entryFieldAnnouncesOncePerErrorChange() {
    let seed = TextFieldPropertyRun.seed(default: 0x414E_4E4F_0000_0001)
    var generator = SplitMix64(seed: seed)
    let field = EntryField(placeholder: "Name")
    let delegate = RecordingEntryFieldDelegate()
    delegate.attach(to: field)
    var heard: [AccessibilityAnnouncement] = []
    field.announcementHandler = { heard.append($0) }
    var tally = Tally()
    var prefix: [EntryFieldGenerators.Action] = []
    for step in 0..<TextFieldPropertyRun.eventCount {
      let action = EntryFieldGenerators.action(using: &generator)
      prefix.append(action)
      let before = field.errorMessage
      heard.removeAll()
      action.apply(to: field, delegate: delegate)
      let problems = Self.check(
        heard: heard, before: before, after: field.errorMessage, title: field.placeholder,
        silent: Self.isSilent(action), announces: field.announcesErrors,
        overflowing: field.machine.state.isOverMaxLength, keystroke: Self.isKeystroke(action),
        tally: &tally)
      guard problems.isEmpty else {
        Issue.record(
          Comment(
            rawValue: TextFieldPropertyRun.report(
              seed: seed, step: step, problems: problems, prefix: prefix)))
        return
      }
    }
    Self.expectCoverage(tally)
  }

  @Test func areaFieldAnnouncesOncePerErrorChange() {
    let seed = TextFieldPropertyRun.seed(default: 0x414E_4E4F_0000_0002)
    var generator = SplitMix64(seed: seed)
    let field = AreaField(placeholder: "Notes")
    let delegate = RecordingAreaFieldDelegate()
    delegate.attach(to: field)
    var heard: [AccessibilityAnnouncement] = []
    field.announcementHandler = { heard.append($0) }
    var tally = Tally()
    var prefix: [AreaFieldGenerators.Action] = []
    for step in 0..<TextFieldPropertyRun.eventCount {
      let action = AreaFieldGenerators.action(using: &generator)
      prefix.append(action)
      let before = field.errorMessage
      heard.removeAll()
      action.apply(to: field, delegate: delegate)
      let problems = Self.check(
        heard: heard, before: before, after: field.errorMessage, title: field.placeholder,
        silent: Self.isSilent(action), announces: field.announcesErrors,
        overflowing: field.machine.state.isOverMaxLength, keystroke: Self.isKeystroke(action),
        tally: &tally)
      guard problems.isEmpty else {
        Issue.record(
          Comment(
            rawValue: TextFieldPropertyRun.report(
              seed: seed, step: step, problems: problems, prefix: prefix)))
        return
      }
    }
    Self.expectCoverage(tally)
  }

  @Test func pickerFieldAnnouncesOncePerErrorChange() {
    let seed = TextFieldPropertyRun.seed(default: 0x414E_4E4F_0000_0003)
    var generator = SplitMix64(seed: seed)
    let field = PickerField(placeholder: "Colour")
    let delegate = PickerRecordingDelegate()
    delegate.recordsCalls = false
    field.delegate = delegate
    var heard: [AccessibilityAnnouncement] = []
    field.announcementHandler = { heard.append($0) }
    var tally = Tally()
    var prefix: [PickerFieldMachine.Event] = []
    for step in 0..<TextFieldPropertyRun.eventCount {
      let event = PickerFieldGenerators.event(using: &generator)
      if case .openRequested(let allowed) = event { delegate.allowsBegin = allowed }
      delegate.errorOnEmptyEnd = generator.next() % 4 == 0 ? "Required" : nil
      prefix.append(event)
      let before = field.errorMessage
      heard.removeAll()
      PickerFieldGenerators.perform(event, on: field, tapping: Bool.random(using: &generator))
      var keystroke = false
      if case .manualTextEdited = event { keystroke = true }
      let problems = Self.check(
        heard: heard, before: before, after: field.errorMessage, title: "Colour", silent: false,
        announces: field.announcesErrors, overflowing: false, keystroke: keystroke,
        tally: &tally)
      guard problems.isEmpty else {
        Issue.record(
          Comment(
            rawValue: TextFieldPropertyRun.report(
              seed: seed, step: step, problems: problems, prefix: prefix)))
        return
      }
    }
    #expect(tally.announcements > TextFieldPropertyRun.eventCount / 100)
    #expect(tally.quietKeystrokesWithAnError > 0)
    #expect(tally.suppressed > 0)
  }

  /// The date machine from random states: every step's announcements against its shown error
  /// (typed-entry and range errors included).
  @Test func dateMachineAnnouncesOncePerErrorChange() {
    let seed = TextFieldPropertyRun.seed(default: 0x414E_4E4F_0000_0004)
    var generator = SplitMix64(seed: seed)
    var machine = DateFieldMachine()
    var announcements = 0
    for step in 0..<TextFieldPropertyRun.eventCount {
      if step % 1_000 == 0 { machine = DateFieldVocabulary.randomMachine(using: &generator) }
      let before = machine.state
      let event = DateFieldGenerators.event(using: &generator)
      let effects = machine.handle(event)
      let heard = effects.filter { if case .announceError = $0 { true } else { false } }
      announcements += heard.count
      let changed = machine.state.error.isShown && machine.state.error != before.error
      let silentChange: Bool
      switch event {
      case .dateAssigned, .minimumDateChanged, .maximumDateChanged, .defaultDateChanged,
        .clearableChanged, .entryOptionsChanged, .common(.helperTextChanged),
        .common(.supportingRowReservationChanged), .common(.errorAnnouncementsChanged):
        silentChange = true
      default:
        silentChange = false
      }
      let expected: [DateFieldMachine.Effect] =
        changed && machine.state.announcesErrors && !silentChange
        ? [.announceError(machine.state.error.message ?? "")] : []
      guard heard == expected else {
        Issue.record(
          "seed \(seed) step \(step): \(event) from \(before) announced \(heard), expected \(expected)"
        )
        return
      }
    }
    #expect(announcements > TextFieldPropertyRun.eventCount / 100)
  }

  // MARK: The law

  /// The problems with what was heard during one action: exactly one announcement, of the new
  /// message and in the field's words, when the shown error appeared or changed and the field
  /// announces and the action is not a silent programmatic change; none otherwise.
  static func check(
    heard: [AccessibilityAnnouncement], before: String?, after: String?, title: String?,
    silent: Bool, announces: Bool, overflowing: Bool, keystroke: Bool, tally: inout Tally
  ) -> [String] {
    let changed = after != nil && after != before
    let expected: [AccessibilityAnnouncement] =
      changed && announces && !silent
      ? [AccessibilityAnnouncement(error: after ?? "", title: title, tag: 0, strings: .english)]
      : []
    tally.announcements += heard.count
    if changed && !announces && !silent { tally.suppressed += 1 }
    if keystroke && before != nil && after == before { tally.quietKeystrokesWithAnError += 1 }
    if !heard.isEmpty && overflowing && keystroke { tally.overflowAnnouncements += 1 }
    guard heard == expected else {
      return [
        "heard \(heard.map(\.text)) for the error \(String(describing: before)) → "
          + "\(String(describing: after)), expected \(expected.map(\.text))"
      ]
    }
    return []
  }

  static func expectCoverage(_ tally: Tally) {
    #expect(tally.announcements > TextFieldPropertyRun.eventCount / 100)
    #expect(tally.quietKeystrokesWithAnError > TextFieldPropertyRun.eventCount / 100)
    #expect(tally.suppressed > 0)
    #expect(tally.overflowAnnouncements > 0)
  }

  // MARK: Action kinds

  /// Whether `action` changes the shown error silently: programmatic text and configuration
  /// events (``EntryFieldPropertyTests/isSilent(_:)``); settings and answers change no error.
  static func isSilent(_ action: EntryFieldGenerators.Action) -> Bool {
    switch action {
    case .perform(let event, _): EntryFieldPropertyTests.isSilent(event)
    case .change, .setAnswers: false
    }
  }

  static func isSilent(_ action: AreaFieldGenerators.Action) -> Bool {
    switch action {
    case .perform(let event, _):
      EntryFieldPropertyTests.isSilent(AreaFieldPropertyTests.entryEvent(event))
    case .change, .setAnswers: false
    }
  }

  /// Whether `action` is a keystroke: an edit (an area's return key types a line break).
  static func isKeystroke(_ action: EntryFieldGenerators.Action) -> Bool {
    if case .perform(.textEdited, _) = action { return true }
    return false
  }

  static func isKeystroke(_ action: AreaFieldGenerators.Action) -> Bool {
    if case .perform(.textEdited, _) = action { return true }
    return false
  }
}
