/// ``FormMachine`` over ``FormChartKey``, as `fieldchart chart form` charts it: the form's
/// machine under a name a file can carry.
package struct FormChartMachine: ChartableMachine {
  /// The form's state.
  package typealias State = FormMachine<FormChartKey>.State
  /// What happened.
  package typealias Event = FormMachine<FormChartKey>.Event
  /// What the form does.
  package typealias Effect = FormMachine<FormChartKey>.Effect

  /// The form's machine.
  package private(set) var machine: FormMachine<FormChartKey>

  /// The form's state.
  package var state: State { machine.state }

  /// A machine in `state`.
  package init(state: State) {
    machine = FormMachine(state: state)
  }

  /// The form's invariants that do not hold.
  package func invariantViolations() -> [String] {
    machine.invariantViolations()
  }

  /// `form`.
  package static var chartName: String { "form" }

  /// What the form chart shows.
  package static var chartSummary: String {
    "A form over an entry field and a picker: focus, submits, and each field's touch, hiding,"
      + " outcome and error, as the fields' reports, the form's validation and the app's calls"
      + " move them."
  }

  /// Focus × submits × the entry's touch, hiding, outcome (failing or not), error and
  /// dismissal. The picker's touch and outcome are left out: it never fails, so they change
  /// nothing it does.
  package static var chartRegions: [ChartRegion] {
    [
      ChartRegion(name: "focus", values: ["none", "entry", "picker"]),
      ChartRegion(name: "submits", values: ["none", "some"], implicitValue: "none"),
      ChartRegion(name: "entryTouch", values: ["untouched", "left"]),
      ChartRegion(name: "entryShown", values: ["shown", "hidden"], implicitValue: "shown"),
      ChartRegion(
        name: "entryOutcome", values: ["passing", "failing"], implicitValue: "passing"),
      ChartRegion(
        name: "entryError", values: ["none", "form", "app"], implicitValue: "none"),
      ChartRegion(
        name: "entryDismissal", values: ["kept", "dismissed"], implicitValue: "kept"),
    ]
  }

  /// A form with both fields added, neither active.
  package static var chartInitialState: State {
    var machine = FormMachine<FormChartKey>()
    _ = machine.handle(.fieldAdded(.entry, isTextInput: true, isActive: false, errorMessage: nil))
    _ = machine.handle(
      .fieldAdded(.picker, isTextInput: false, isActive: false, errorMessage: nil))
    return machine.state
  }

  /// The picker's state in ``chartInitialState``, made once: normalisation restores it after
  /// every step.
  private static let initialPicker = chartInitialState.fields[.picker]

  /// Whether a submit waits: only the event saying so reads or writes it.
  package static var chartComponents: [ChartComponent<State>] {
    [
      .flag(
        "isSubmitting", events: ["submitWaiting"], value: \.isSubmitting,
        set: { $0.isSubmitting = $1 })
    ]
  }

  /// The entry's outcomes and errors multiply the states.
  package static var chartStateLimit: Int { 5_000 }

  /// The message of the probes' failed outcome and of the app's error.
  package static var chartFailure: ValidationFailure<FormChartKey> {
    ValidationFailure(key: .entry, rule: "required", message: "Required")
  }

  /// Every report of the entry field and every outcome of its validation, counted or not; the
  /// picker's focus, value and passing outcome; submits and dropped answers.
  package static var chartProbes: [ChartProbe<Event>] {
    let failed = Validity<FormChartKey>.invalid([chartFailure])
    return [
      ChartProbe(.fieldBegan(.entry), script: "entry began"),
      ChartProbe(.fieldValueChanged(.entry), script: "entry value changed"),
      ChartProbe(.fieldEnded(.entry), script: "entry ended"),
      ChartProbe(.fieldShowsError(.entry, nil), script: "entry shows no error"),
      ChartProbe(.fieldShowsError(.entry, "Required"), script: "entry shows Required"),
      ChartProbe(.fieldShowsError(.entry, "Taken"), script: "entry shows Taken"),
      ChartProbe(
        .fieldEnablementChanged(.entry, isIncluded: false), script: "entry enablement uncounted"),
      ChartProbe(
        .fieldEnablementChanged(.entry, isIncluded: true), script: "entry enablement counted"),
      ChartProbe(.fieldReturned(.entry, isActive: true), script: "entry returned"),
      ChartProbe(.fieldReturned(.entry, isActive: false), script: "entry returned inactive"),
      ChartProbe(.validated(.entry, .valid, isIncluded: true), script: "entry valid"),
      ChartProbe(.validated(.entry, failed, isIncluded: true), script: "entry invalid"),
      ChartProbe(
        .validated(
          .entry,
          .invalid([ValidationFailure(key: .entry, rule: "maxLength", message: "Too long")]),
          isIncluded: true),
        script: "entry invalid Too long"),
      ChartProbe(
        .validated(.entry, .unvalidated, isIncluded: true), script: "entry awaits an answer"),
      ChartProbe(.validated(.entry, failed, isIncluded: false), script: "entry invalid uncounted"),
      ChartProbe(.foundExcluded(.entry), script: "entry excluded"),
      ChartProbe(.displayDue(.entry, isIncluded: true), script: "entry display"),
      ChartProbe(.displayDue(.entry, isIncluded: false), script: "entry display uncounted"),
      ChartProbe(
        .hiddenChanged(.entry, isHidden: true, emptiesValue: true), script: "hide entry"),
      ChartProbe(
        .hiddenChanged(.entry, isHidden: true, emptiesValue: false), script: "hide entry keeping"),
      ChartProbe(
        .hiddenChanged(.entry, isHidden: false, emptiesValue: true), script: "show entry"),
      ChartProbe(
        .hiddenChanged(.entry, isHidden: false, emptiesValue: false),
        script: "show entry keeping"),
      ChartProbe(.invalidFieldFocused(.entry, isIncluded: true), script: "entry focused invalid"),
      ChartProbe(.fieldBegan(.picker), script: "picker began"),
      ChartProbe(.fieldValueChanged(.picker), script: "picker value changed"),
      ChartProbe(.fieldEnded(.picker), script: "picker ended"),
      ChartProbe(.validated(.picker, .valid, isIncluded: true), script: "picker valid"),
      ChartProbe(.submitStarted, script: "submit"),
      ChartProbe(.answerDropped, script: "answer dropped"),
    ] + appProbes
  }

  /// What the app asks for: focus on each field (enabled or not, active or not), the next and
  /// previous field found (or none), the active field's answer when asked to end for another,
  /// ending editing, and a submit that waits, is done or fails.
  private static var appProbes: [ChartProbe<Event>] {
    var probes: [ChartProbe<Event>] = []
    for key in FormChartKey.allCases {
      let name = key.rawValue
      probes += [
        ChartProbe(.focusRequested(key, isEnabled: true, isActive: false), script: "focus \(name)"),
        ChartProbe(
          .focusRequested(key, isEnabled: true, isActive: true), script: "focus \(name) active"),
        ChartProbe(
          .focusRequested(key, isEnabled: false, isActive: false),
          script: "focus \(name) disabled"),
        ChartProbe(.nextRequested(key, isActive: false), script: "next to \(name)"),
        ChartProbe(.nextRequested(key, isActive: true), script: "next to \(name) active"),
        ChartProbe(.previousRequested(key, isActive: false), script: "previous to \(name)"),
        ChartProbe(
          .previousRequested(key, isActive: true), script: "previous to \(name) active"),
        ChartProbe(
          .activeFieldLeft(for: key, isStillActive: false), script: "active field left for \(name)"),
        ChartProbe(
          .activeFieldLeft(for: key, isStillActive: true),
          script: "active field stays for \(name)"),
      ]
    }
    return probes + [
      ChartProbe(.nextRequested(nil, isActive: false), script: "next to none"),
      ChartProbe(.previousRequested(nil, isActive: false), script: "previous to none"),
      ChartProbe(.endEditingRequested, script: "end editing"),
      ChartProbe(.submitWaiting(true), script: "submit waits"),
      ChartProbe(.submitWaiting(false), script: "submit done"),
      ChartProbe(.submitFailed([chartFailure]), script: "submit failed"),
    ]
  }

  /// Focus, submits, then each field's regions.
  package static func chartNodeValues(of state: State) -> [String] {
    let entry = state.fields[.entry]
    return [
      state.activeKey?.rawValue ?? "none",
      state.submitCount > 0 ? "some" : "none",
      entry?.hasBeenLeft == true ? "left" : "untouched",
      entry?.isHidden == true ? "hidden" : "shown",
      entry?.validity.isInvalid == true ? "failing" : "passing",
      entry?.displayedError == nil ? "none" : entry?.isErrorExternal == true ? "app" : "form",
      entry?.isErrorDismissed == true && entry?.validity.isInvalid == true ? "dismissed" : "kept",
    ]
  }

  /// `false`: an event or effect about a field is named after the field's key.
  package static var chartNamesFollowCases: Bool { false }

  /// The event's case, named after its field (`entryBegan`, `pickerEnded`, `submitStarted`).
  package static func chartEventName(of event: Event) -> String {
    switch event {
    case .fieldAdded(let key, _, _, _): "\(key.rawValue)Added"
    case .fieldShowsError(let key, _): "\(key.rawValue)ShowsError"
    case .fieldBegan(let key): "\(key.rawValue)Began"
    case .fieldValueChanged(let key): "\(key.rawValue)ValueChanged"
    case .fieldEnded(let key): "\(key.rawValue)Ended"
    case .fieldEnablementChanged(let key, _): "\(key.rawValue)EnablementChanged"
    case .fieldReturned(let key, _): "\(key.rawValue)Returned"
    case .validated(let key, _, _): "\(key.rawValue)Validated"
    case .foundExcluded(let key): "\(key.rawValue)Excluded"
    case .displayDue(let key, _): "\(key.rawValue)DisplayDue"
    case .hiddenChanged(let key, _, _): "\(key.rawValue)HiddenChanged"
    case .invalidFieldFocused(let key, _): "\(key.rawValue)FocusedInvalid"
    case .fieldTimingSet(let key, _): "\(key.rawValue)TimingSet"
    case .fieldDisplayPolicySet(let key, _, _): "\(key.rawValue)DisplayPolicySet"
    case .focusRequested(let key, _, _): "\(key.rawValue)FocusRequested"
    case .nextRequested(let key, _): "nextTo" + capitalised(key)
    case .previousRequested(let key, _): "previousTo" + capitalised(key)
    case .activeFieldLeft(let key, _): "activeFieldLeftFor" + capitalised(key)
    case .answerDropped, .submitStarted, .submitWaiting, .submitFailed, .defaultTimingSet,
      .displayPolicySet, .movesToNextOnReturnSet, .endEditingRequested,
      .focusesFirstInvalidFieldSet, .restored:
      caseName(of: event)
    }
  }

  /// The effect's case, named after its field (`validateEntry`, `showErrorEntry`).
  package static func chartEffectName(of effect: Effect) -> String {
    switch effect {
    case .forceEnd(let key), .endOtherFields(let key), .endHiddenField(let key),
      .validate(let key, _), .validateDependents(let key), .cancelStaleCheck(let key),
      .flushCheck(let key), .resetCheck(let key), .refreshDisplay(let key),
      .showError(let key, _), .removeError(let key), .handToModel(let key),
      .emptyValue(let key), .endForFocus(let key, _, _), .beginField(let key),
      .resignField(let key):
      caseName(of: effect) + capitalised(key)
    case .applyConditions, .moveToNext, .focusFirstInvalidField, .announceSubmitSummary,
      .silenceAnnouncements, .restoreAnnouncements:
      caseName(of: effect)
    }
  }

  /// The effect's case number times three plus its field's (entry 0, picker 1, none 2): the
  /// number ``chartEffectName(of:)`` names, worked out with one switch.
  package static func chartEffectNameNumber(of effect: Effect) -> Int? {
    func number(_ position: Int, _ key: FormChartKey?) -> Int {
      position * 3 + (key == .entry ? 0 : key == .picker ? 1 : 2)
    }
    return switch effect {
    case .forceEnd(let key): number(0, key)
    case .endOtherFields(let key): number(1, key)
    case .endHiddenField(let key): number(2, key)
    case .validate(let key, _): number(3, key)
    case .validateDependents(let key): number(4, key)
    case .cancelStaleCheck(let key): number(5, key)
    case .flushCheck(let key): number(6, key)
    case .resetCheck(let key): number(7, key)
    case .applyConditions: number(8, nil)
    case .refreshDisplay(let key): number(9, key)
    case .showError(let key, _): number(10, key)
    case .removeError(let key): number(11, key)
    case .handToModel(let key): number(12, key)
    case .emptyValue(let key): number(13, key)
    case .moveToNext: number(14, nil)
    case .endForFocus(let key, _, _): number(15, key)
    case .beginField(let key): number(16, key)
    case .resignField(let key): number(17, key)
    case .focusFirstInvalidField: number(18, nil)
    case .announceSubmitSummary: number(19, nil)
    case .silenceAnnouncements: number(20, nil)
    case .restoreAnnouncements: number(21, nil)
    }
  }

  /// `Entry` for ``FormChartKey/entry``, `None` for `nil`.
  private static func capitalised(_ key: FormChartKey?) -> String {
    let name = key?.rawValue ?? "none"
    return name.prefix(1).uppercased() + name.dropFirst()
  }

  /// Applies `event` to the form's machine, recording the guard outcomes its transition code
  /// decides (see ``FormMachine/handle(_:recordingGuardsIn:)``).
  package mutating func handle<Guards: GuardRecorder>(
    _ event: Event, recordingGuardsIn guards: inout Guards
  ) -> Effects<Effect> {
    machine.handle(event, recordingGuardsIn: &guards)
  }

  /// Submits counted past one and dropped answers are counters the chart does not show; the
  /// messages shown are kept, since an outcome compares its message with them.
  package static func chartNormalised(_ state: State) -> State {
    var normal = state
    normal.submitCount = min(state.submitCount, 1)
    normal.droppedAnswerCount = 0
    // The picker never fails, so whether it was left and passed changes nothing it does.
    // (Each field is written only when it differs: a write copies the fields' table. Each is
    // reached by its place, where ``chartInitialState`` added it, without hashing its key.)
    if let place = normal.fields.place(of: .picker, expected: placeOfPicker), let initialPicker {
      if normal.fields[place: place] != initialPicker {
        normal.fields[place: place] = initialPicker
      }
    } else if normal.fields[.picker] != initialPicker {
      normal.fields[.picker] = initialPicker
    }
    // Only a failure's message is ever shown: valid and unvalidated behave alike, and a
    // dismissal matters only while there is a failure (the next outcome forgets it).
    if let place = normal.fields.place(of: .entry, expected: placeOfEntry) {
      let entry = normal.fields[place: place]
      if !entry.validity.isInvalid, entry.validity != .unvalidated || entry.isErrorDismissed {
        normal.fields[place: place].validity = .unvalidated
        normal.fields[place: place].isErrorDismissed = false
      }
    }
    return normal
  }

  /// Where ``chartInitialState`` adds the entry field.
  private static var placeOfEntry: Int { 0 }
  /// Where ``chartInitialState`` adds the picker.
  private static var placeOfPicker: Int { 1 }

  /// The entry field's status in `state`, reached by its place.
  private static func entry(in state: State) -> FormMachine<FormChartKey>.FieldState? {
    state.fields.place(of: .entry, expected: placeOfEntry).map { state.fields[place: $0] }
  }

  /// The focus, the submits and the entry's flags and error, without hashing the fields' table
  /// or an outcome.
  package static func chartHash(of state: State, into hasher: inout Hasher) {
    hasher.combine(state.activeKey)
    hasher.combine(state.submitCount)
    hasher.combine(state.isSubmitting)
    hasher.combine(state.fields.count)
    let entry = entry(in: state)
    hasher.combine(entry?.hasBeenLeft)
    hasher.combine(entry?.isHidden)
    hasher.combine(entry?.validity.isInvalid)
    hasher.combine(entry?.displayedError)
    hasher.combine(entry?.isErrorExternal)
    hasher.combine(entry?.isErrorDismissed)
  }

  /// `lhs == rhs`, compared here for the chart's key type: the state's own `==` runs generic
  /// code that looks a tuple's metadata up for every field it compares.
  package static func chartStatesEqual(_ lhs: State, _ rhs: State) -> Bool {
    lhs.activeKey == rhs.activeKey && lhs.submitCount == rhs.submitCount
      && lhs.isSubmitting == rhs.isSubmitting && lhs.droppedAnswerCount == rhs.droppedAnswerCount
      && lhs.defaultTiming == rhs.defaultTiming && lhs.displayPolicy == rhs.displayPolicy
      && lhs.movesToNextOnReturn == rhs.movesToNextOnReturn
      && lhs.focusesFirstInvalidFieldOnSubmit == rhs.focusesFirstInvalidFieldOnSubmit
      && lhs.fields.count == rhs.fields.count && fieldsEqual(lhs.fields, rhs.fields)
  }

  /// Whether `lhs` and `rhs` (of the same count) have the same keys with the same statuses:
  /// each key is looked for at its place in `lhs` first, so equal tables built alike are
  /// compared without hashing a key.
  private static func fieldsEqual(
    _ lhs: FormMachine<FormChartKey>.FieldStates, _ rhs: FormMachine<FormChartKey>.FieldStates
  ) -> Bool {
    for (place, key) in lhs.keys.enumerated() {
      guard let other = rhs.place(of: key, expected: place),
        lhs[place: place] == rhs[place: other]
      else { return false }
    }
    return true
  }

  /// A form has no height of its own: see ``Form/layout(spacing:)``.
  package static func chartHeight(of state: State) -> Double { 0 }
}
