import FieldMachines
import FieldMachinesTesting
import Testing

/// Seeded random runs of every user action, programmatic call and configuration change, with
/// the invariants checked after every step. `FIELDMACHINES_PROPERTY_EVENTS` sets the number of
/// events per test (100,000 by default).
@Suite struct PickerFieldPropertyTests {
  private static var seed: UInt64 { PropertySettings.seed(default: 0x5049_434B_4552_0001) }

  private static var eventCount: Int { PropertySettings.eventCount() }

  /// The field under random events with a recording delegate (which also sets an error in
  /// `didEnd` now and then, as a validation layer would).
  @Test func pickerFieldKeepsItsInvariantsUnderRandomEvents() {
    var generator = SplitMix64(seed: PickerFieldPropertyTests.seed)
    let field = PickerField(placeholder: "Colour")
    let delegate = PickerRecordingDelegate()
    delegate.recordsCalls = false
    field.delegate = delegate
    var recent = RecentEvents()
    var manualSteps = 0
    var openSteps = 0
    let count = PickerFieldPropertyTests.eventCount
    for step in 0..<count {
      let event = PickerFieldGenerators.event(using: &generator)
      let tapping = Bool.random(using: &generator)
      if case .openRequested(let allowed) = event { delegate.allowsBegin = allowed }
      delegate.errorOnEmptyEnd = generator.next() % 8 == 0 ? "Required" : nil
      recent.append(event)
      PickerFieldGenerators.perform(event, on: field, tapping: tapping)
      let problems = PickerFieldPropertyTests.violations(of: field, delegate: delegate)
      if !problems.isEmpty {
        Issue.record(recent.failure(seed: PickerFieldPropertyTests.seed, step: step, problems))
        return
      }
      if field.isActive { openSteps += 1 }
      if field.isOnManualEntry { manualSteps += 1 }
    }
    // The run must have visited what it checks: a run stuck closed would prove little.
    #expect(delegate.beginCount > count / 50)
    #expect(openSteps > count / 10)
    #expect(manualSteps > count / 100)
  }

  /// The pure machine from random (normalised) states: invariants, determinism, and the laws
  /// that tie effects to the state change.
  @Test func pickerMachineObeysItsLawsUnderRandomEvents() {
    var generator = SplitMix64(seed: PickerFieldPropertyTests.seed ^ 0xFF)
    var machine = PickerFieldMachine()
    var recent = RecentEvents()
    let count = PickerFieldPropertyTests.eventCount
    for step in 0..<count {
      if step % 500 == 0 {
        machine = PickerFieldMachine(state: PickerFieldGenerators.state(using: &generator))
      }
      let event = PickerFieldGenerators.event(using: &generator)
      recent.append(event)
      let before = machine.state
      var twin = machine
      let effects = machine.handle(event)
      var problems = machine.invariantViolations()
      if twin.handle(event) != effects || twin != machine {
        problems.append("the same event from the same state gave another result")
      }
      problems += PickerFieldPropertyTests.lawViolations(
        event: event, before: before, after: machine.state, effects: effects)
      if !problems.isEmpty {
        Issue.record(
          recent.failure(seed: PickerFieldPropertyTests.seed ^ 0xFF, step: step, problems))
        return
      }
    }
  }

  // MARK: Checks

  private static func violations(
    of field: PickerField, delegate: PickerRecordingDelegate
  ) -> [String] {
    var problems = field.machine.invariantViolations() + delegate.violations
    let state = field.machine.state
    if field.isActive != state.mode.isActive { problems.append("active is not open or focused") }
    if field.isOpen != state.mode.isOpen { problems.append("isOpen is not the mode's") }
    if state.mode == .focused && !field.isReadOnly { problems.append("focused but editable") }
    if delegate.isBegun != field.isActive {
      problems.append(
        "the delegate saw begin/end \(delegate.isBegun) but active is \(field.isActive)")
    }
    if delegate.beginCount - delegate.endCount != (field.isActive ? 1 : 0) {
      problems.append("\(delegate.beginCount) begins but \(delegate.endCount) ends")
    }
    if field.isOnManualEntry {
      if !field.isActive { problems.append("manual entry while closed") }
      if field.indexSelected != field.rows.count - 1 || field.selection != .manual {
        problems.append("manual entry off the manual row")
      }
    }
    let expectedRows =
      field.isManualEntryCapable ? field.data + [field.manualEntryOptionName] : field.data
    if field.rows != expectedRows { problems.append("rows \(field.rows) ≠ \(expectedRows)") }
    if let index = field.indexSelected {
      if !field.rows.indices.contains(index) { problems.append("index \(index) out of range") }
    } else if !field.rows.isEmpty {
      problems.append("no index with \(field.rows.count) rows")
    }
    var rowLines: Int? =
      switch (field.errorMessage, field.helperText) {
      case (""?, _): 0
      case (let message?, _): message.reduce(1) { $1.isNewline ? $0 + 1 : $0 }
      case (nil, let helper?): helper.reduce(1) { $1.isNewline ? $0 + 1 : $0 }
      case (nil, nil): nil
      }
    if field.reservesSupportingRow { rowLines = max(rowLines ?? 0, 1) }
    let rowHeight: Double =
      switch rowLines {
      case nil: 0
      case 0?: 5
      case let lines?: 5 + Double((lines * 1432 + 49) / 50) / 2
      }
    let expectedHeight = 43.5 + rowHeight + (field.isOpen ? 226 : 0)
    if field.height != expectedHeight {
      problems.append("height \(field.height) ≠ \(expectedHeight)")
    }
    let appearance = field.appearance
    if appearance.showsDoneButton != field.isOpen { problems.append("done pill ≠ open") }
    if appearance.isReadOnly != field.isReadOnly { problems.append("read-only appearance") }
    let shown: String =
      switch (state.mode, field.indexSelected) {
      case (.closed, _), (.focused, _): field.text ?? ""
      case (.openOnManual(let draft), _): draft
      case (.openOnList, let index?): field.rows[index]
      case (.openOnList, nil): "<no row>"
      }
    if appearance.value != shown { problems.append("shows \(appearance.value) ≠ \(shown)") }
    if field.text == "" { problems.append("text is \"\"") }
    return problems
  }

  private static func lawViolations(
    event: PickerFieldMachine.Event, before: PickerFieldMachine.State,
    after: PickerFieldMachine.State, effects: Effects<PickerFieldMachine.Effect>
  ) -> [String] {
    var problems: [String] = []
    if before == after && !effects.isEmpty { problems.append("effects \(effects) for a no-op") }
    let begins = effects.filter { $0 == .didBeginEditing }.count
    let ends = effects.filter { $0 == .didEndEditing }.count
    if begins > 1 || ends > 1 || (begins == 1 && ends == 1) {
      problems.append("begin/end effects \(effects) in one step")
    }
    if begins == 1 && (before.mode.isActive || !after.mode.isActive) {
      problems.append("didBeginEditing without activating")
    }
    if ends == 1 && (!before.mode.isActive || after.mode.isActive) {
      problems.append("didEndEditing without closing")
    }
    if before.mode.isActive != after.mode.isActive && begins + ends == 0 {
      problems.append("activated or closed without a begin or end effect")
    }
    if before.mode != after.mode && begins + ends == 0 && before.mode == .focused {
      problems.append("left focus without an end effect")
    }
    let announcements = effects.filter { if case .announceError = $0 { true } else { false } }
    let expectedAnnouncements: [PickerFieldMachine.Effect] =
      effects.contains(.errorShown) && after.announcesErrors
      ? [.announceError(after.error.message ?? "")] : []
    if announcements != expectedAnnouncements {
      problems.append("announcements \(announcements), expected \(expectedAnnouncements)")
    }
    if effects.contains(.didChangeText) != (before.text != after.text) {
      switch event {
      case .textAssigned, .indexAssigned, .manualIndexAssigned:
        if effects.contains(.didChangeText) {
          problems.append("didChangeText for a programmatic change")
        }
      default:
        problems.append("didChangeText does not match the text change in \(effects)")
      }
    }
    if effects.contains(.errorCleared) && (!before.error.isShown || after.error.isShown) {
      problems.append("errorCleared without clearing")
    }
    switch event {
    case .textAssigned, .indexAssigned, .manualIndexAssigned, .manualEntryOptionNameChanged,
      .clearableChanged, .common(.helperTextChanged), .common(.supportingRowReservationChanged),
      .common(.errorAnnouncementsChanged):
      if !effects.isEmpty { problems.append("effects \(effects) for a programmatic call") }
      if before.error != after.error { problems.append("a programmatic call changed the error") }
    case .dataAssigned, .manualEntryCapabilityChanged:
      if effects.contains(where: { $0 != .didEndEditing }) {
        problems.append("effects \(effects) for a configuration change")
      }
      if before.text != after.text { problems.append("a configuration change changed text") }
    default: break
    }
    return problems
  }
}

/// The last events of a run, for the failure message.
private struct RecentEvents {
  private var events: [PickerFieldMachine.Event] = []
  private var total = 0
  private let limit = 40

  mutating func append(_ event: PickerFieldMachine.Event) {
    if events.count == limit { events.removeFirst() }
    events.append(event)
    total += 1
  }

  func failure(seed: UInt64, step: Int, _ problems: [String]) -> Comment {
    let lines = events.enumerated().map { "  \(total - events.count + $0.offset): \($0.element)" }
    return """
      seed 0x\(String(seed, radix: 16)), failed at event \(step) of \(total) so far; the run \
      replays exactly from this seed:
      \(problems.joined(separator: "\n"))
      last \(events.count) events:
      \(lines.joined(separator: "\n"))
      """
  }
}
