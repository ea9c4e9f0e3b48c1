/// The form's own state as a value, and its transitions: what it does when a field reports a
/// transition, when its validation finds an outcome and when the app asks for something.
///
/// Pure like the field machines: no I/O, no closures, no clock. Events say what happened
/// (``Event/fieldBegan(_:)``, ``Event/validated(_:_:isIncluded:)``); effects give orders
/// (``Effect/endOtherFields(except:)``, ``Effect/showError(_:_:)``). ``Form`` is the shell that
/// owns the field objects, turns their transition records into events, runs rules and
/// conditions (which are closures) and performs the effects, one event at a time, to
/// completion.
package struct FormMachine<Key: Hashable & Sendable>: GuardedMachine {
  /// The form's state; it changes only through ``handle(_:)``.
  package private(set) var state = State()

  /// Creates the machine of an empty form.
  package init() {}

  /// Creates a machine in `state`.
  package init(state: State) {
    self.state = state
  }

  /// Applies `event` as ``handle(_:)`` does, recording in `guards` the outcome of each guard
  /// the transition decides (see ``GuardRecorder``): the facts the event carries first, then
  /// how a message stands against the error shown, which no chart region holds.
  package mutating func handle<Guards: GuardRecorder>(
    _ event: Event, recordingGuardsIn guards: inout Guards
  ) -> Effects<Effect> {
    switch event {
    case .fieldAdded(let key, let isTextInput, let isActive, let errorMessage):
      state.fields[key] = FieldState(isTextInput: isTextInput, errorMessage: errorMessage)
      if guards.decide(isActive, .active, else: .inactive) { return began(key) }
      if state.activeKey == key { state.activeKey = nil }
      return []
    case .fieldShowsError(let key, let message):
      fieldShowsError(key, message, &guards)
      return []
    case .fieldBegan(let key):
      return began(key)
    case .fieldValueChanged(let key):
      return valueChanged(key)
    case .fieldEnded(let key):
      return ended(key)
    case .fieldEnablementChanged(let key, let isIncluded):
      return guards.decide(isIncluded, .counted, else: .uncounted) ? [] : excluded(key)
    case .fieldReturned(let key, let isActive):
      guard guards.decide(isActive, .active, else: .inactive), state.movesToNextOnReturn,
        state.fields[key]?.isTextInput == true
      else { return [] }
      return [.moveToNext]
    case .validated(let key, let validity, let isIncluded):
      return validated(key, validity, isIncluded: isIncluded, &guards)
    case .foundExcluded(let key):
      return excluded(key)
    case .displayDue(let key, let isIncluded):
      return refreshDisplay(key, isIncluded: isIncluded, &guards)
    case .hiddenChanged(let key, let isHidden, let emptiesValue):
      return hiddenChanged(key, isHidden: isHidden, emptiesValue: emptiesValue, &guards)
    case .answerDropped:
      state.droppedAnswerCount &+= 1
      return []
    case .submitStarted:
      if state.submitCount < Int.max { state.submitCount += 1 }
      return []
    case .submitWaiting(let isWaiting):
      state.isSubmitting = isWaiting
      return guards.decide(isWaiting, .true, else: .false)
        ? [.silenceAnnouncements] : [.restoreAnnouncements]
    case .submitFailed(let failures):
      var effects: Effects<Effect> = []
      if state.focusesFirstInvalidFieldOnSubmit { effects.append(.focusFirstInvalidField) }
      effects.append(.announceSubmitSummary(failures))
      return effects
    case .focusRequested(let key, let isEnabled, let isActive):
      guard guards.decide(isEnabled, .enabled, else: .disabled) else { return [] }
      return focus(key, isActive: isActive, &guards)
    case .nextRequested(let target, let isActive), .previousRequested(let target, let isActive):
      guard guards.decide(target != nil, .found, else: .notFound), let target else {
        return endEditing()
      }
      return focus(target, isActive: isActive, &guards)
    case .activeFieldLeft(let key, let isStillActive):
      guard !guards.decide(isStillActive, .active, else: .inactive), state.fields[key] != nil
      else { return [] }
      return [.beginField(key)]
    case .endEditingRequested:
      return endEditing()
    case .focusesFirstInvalidFieldSet(let focuses):
      state.focusesFirstInvalidFieldOnSubmit = focuses
      return []
    case .invalidFieldFocused(let key, let isIncluded):
      guard state.fields[key] != nil else { return [] }
      state.fields[key]?.isErrorDismissed = false
      return refreshDisplay(key, isIncluded: isIncluded, &guards)
    case .defaultTimingSet(let timing):
      state.defaultTiming = timing
      return []
    case .displayPolicySet(let policy):
      state.displayPolicy = policy
      return []
    case .movesToNextOnReturnSet(let moves):
      state.movesToNextOnReturn = moves
      return []
    case .fieldTimingSet(let key, let timing):
      state.fields[key]?.timing = timing
      return []
    case .fieldDisplayPolicySet(let key, let policy, let isIncluded):
      guard state.fields[key] != nil else { return [] }
      state.fields[key]?.displayPolicy = policy
      return refreshDisplay(key, isIncluded: isIncluded, &guards)
    case .restored(let fields, let activeKey, let submitCount):
      state.fields.merge(fields)
      state.activeKey = activeKey
      state.submitCount = submitCount
      return []
    }
  }

  /// The field changed its error without the form, if `message` is not what the form
  /// recorded: it cleared it itself (editing began, a picker opened or the user picked a
  /// value), or the app called `setError(withText:)` or `removeErrorUI()` directly.
  private mutating func fieldShowsError<Guards: GuardRecorder>(
    _ key: Key, _ message: String?, _ guards: inout Guards
  ) {
    guard var field = state.fields[key],
      guards.decide(field.displayedError != message, .newMessage, else: .sameMessage)
    else { return }
    field.displayedError = message
    if guards.decide(message == nil, .empty, else: .hasText) {
      field.isErrorExternal = false
      field.isErrorDismissed = true
    } else {
      field.isErrorExternal = true
    }
    state.fields[key] = field
  }

  /// An outcome of the field's rules: recorded, shown by the policy, and handed to the model
  /// when it passed. The field's status is found once and changed in place: validate-all sends
  /// this for every field (``recordValidated(_:_:isIncluded:)``, without the event).
  mutating func validated<Guards: GuardRecorder>(
    _ key: Key, _ validity: Validity<Key>, isIncluded: Bool, _ guards: inout Guards
  ) -> Effects<Effect> {
    guard let index = state.fields.place(of: key) else { return [] }
    let outcome = validated(key, at: index, validity, isIncluded: isIncluded, &guards)
    var effects: Effects<Effect> = []
    if let display = outcome.display { effects.append(display) }
    if outcome.handsToModel { effects.append(.handToModel(key)) }
    return effects
  }

  /// ``validated(_:_:isIncluded:_:)`` for the status at `index` of the fields, changed in
  /// place; returns its effects as the order that changes the error shown, if any, then
  /// whether the value goes to the model (``Effect/handToModel(_:)``), and whether the
  /// field's outcome changed.
  private mutating func validated<Guards: GuardRecorder>(
    _ key: Key, at index: Int, _ validity: Validity<Key>, isIncluded: Bool,
    _ guards: inout Guards
  ) -> (display: Effect?, handsToModel: Bool, changesOutcome: Bool) {
    let passed: Bool
    switch validity {
    case .valid:
      guards.record(.valid)
      passed = true
    case .invalid:
      guards.record(.invalid)
      passed = false
    case .unvalidated:
      guards.record(.unvalidated)
      passed = false
    }
    // Failures kept from the last check are the same array: compared by identity.
    let changesOutcome = state.fields[place: index].validity != validity
    state.fields[place: index].record(validity)
    let policy = state.displayPolicy
    let submitCount = state.submitCount
    let display = Self.displayChange(
      of: &state.fields[place: index], key, isIncluded: isIncluded, policy: policy,
      submitCount: submitCount, &guards)
    return (display, passed, changesOutcome)
  }

  /// Where validate-all finds the status of `key`, looked for first at `expected` (see
  /// ``FieldStates/place(of:expected:)``), and whether that field is hidden (read in place, see
  /// ``refreshDisplay(_:at:isIncluded:_:)``); `nil` when it has no status. The index holds
  /// while no field is added or restored: until the form calls out.
  package mutating func validationEntry(
    of key: Key, expected: Int
  ) -> (index: Int, isHidden: Bool)? {
    guard let index = state.fields.place(of: key, expected: expected) else { return nil }
    return (index, Self.isHidden(&state.fields[place: index]))
  }

  /// ``Event/validated(_:_:isIncluded:)`` for the status of `key` at `index` (from
  /// ``validationEntry(of:expected:)``), without building the event or a list of effects: the
  /// same transition, whose effects are the order that changes the error shown, if any, then
  /// whether the value goes to the model (``Effect/handToModel(_:)``); last, whether the
  /// field's outcome changed.
  package mutating func recordValidated(
    _ key: Key, at index: Int, _ validity: Validity<Key>, isIncluded: Bool
  ) -> (display: Effect?, handsToModel: Bool, changesOutcome: Bool) {
    var guards = NoGuardRecorder()
    return validated(key, at: index, validity, isIncluded: isIncluded, &guards)
  }

  /// Exclusive focus: the field under `key` became active, so the one that was active ends; a
  /// hidden field is ended at once.
  private mutating func began(_ key: Key) -> Effects<Effect> {
    guard let field = state.fields[key] else { return [] }
    if field.isHidden { return [.forceEnd(key)] }
    state.activeKey = key
    return [.endOtherFields(except: key)]
  }

  /// Focus moves to the (enabled) field under `key` unless it is hidden or active already: the
  /// active field is asked to end first (``Event/activeFieldLeft(for:isStillActive:)`` says
  /// whether it did), or, with none active, the field begins at once.
  private func focus<Guards: GuardRecorder>(
    _ key: Key, isActive: Bool, _ guards: inout Guards
  ) -> Effects<Effect> {
    guard let field = state.fields[key], !field.isHidden,
      !guards.decide(isActive, .active, else: .inactive)
    else { return [] }
    guard let current = state.activeKey, current != key, let previous = state.fields[current]
    else { return [.beginField(key)] }
    return [.endForFocus(current, next: key, keyboard: !previous.isTextInput && field.isTextInput)]
  }

  /// Editing ends: the active field is asked to resign.
  private func endEditing() -> Effects<Effect> {
    guard let current = state.activeKey else { return [] }
    return [.resignField(current)]
  }

  /// A new value: stale checks go, conditions apply, dependents and (by timing) the field
  /// validate.
  private func valueChanged(_ key: Key) -> Effects<Effect> {
    guard let field = state.fields[key] else { return [] }
    var effects: Effects<Effect> = [
      .cancelStaleCheck(key), .applyConditions, .validateDependents(of: key),
    ]
    switch state.timing(of: key) {
    case .onChange:
      effects.append(.validate(key, .change))
    case .onChangeAfterFirstEnd where field.hasBeenLeft:
      effects.append(.validate(key, .change))
    case .onChangeAfterFirstEnd, .onEndEditing, .onDemand:
      break
    }
    return effects
  }

  /// The field was left: it is touched, and validates or shows its error by its timing.
  private mutating func ended(_ key: Key) -> Effects<Effect> {
    if state.activeKey == key { state.activeKey = nil }
    guard var field = state.fields[key], !field.isHidden else { return [] }
    field.hasBeenLeft = true
    field.isErrorDismissed = false
    state.fields[key] = field
    switch state.timing(of: key) {
    case .onEndEditing, .onChangeAfterFirstEnd:
      return [.validate(key, .endOfEditing)]
    case .onChange:
      return [.flushCheck(key), .refreshDisplay(key)]
    case .onDemand:
      return [.refreshDisplay(key)]
    }
  }

  /// A field that does not count loses its validation and its error.
  private mutating func excluded(_ key: Key) -> Effects<Effect> {
    guard var field = state.fields[key] else { return [] }
    let hadError = field.displayedError != nil
    field.validity = .unvalidated
    field.isErrorDismissed = false
    if hadError {
      field.displayedError = nil
      field.isErrorExternal = false
    }
    state.fields[key] = field
    return hadError ? [.resetCheck(key), .removeError(key)] : [.resetCheck(key)]
  }

  /// A field hidden ends, loses its validation and error, and (by policy) its value; a field
  /// shown again starts untouched.
  private mutating func hiddenChanged<Guards: GuardRecorder>(
    _ key: Key, isHidden: Bool, emptiesValue: Bool, _ guards: inout Guards
  ) -> Effects<Effect> {
    guard var field = state.fields[key],
      field.isHidden != guards.decide(isHidden, .hidden, else: .shown)
    else { return [] }
    field.isHidden = isHidden
    field.hasBeenLeft = false
    field.isErrorDismissed = false
    state.fields[key] = field
    guard isHidden else { return [] }
    var effects: Effects<Effect> = [.endHiddenField(key)]
    effects.append(contentsOf: excluded(key))
    if guards.decide(emptiesValue, .empties, else: .keeps) { effects.append(.emptyValue(key)) }
    return effects
  }

  /// Records and returns the order that makes the field's error what its outcome and policy
  /// call for; nothing when it shows that already, or shows an error the app set directly.
  private mutating func refreshDisplay<Guards: GuardRecorder>(
    _ key: Key, isIncluded: Bool, _ guards: inout Guards
  ) -> Effects<Effect> {
    guard let index = state.fields.place(of: key) else { return [] }
    return refreshDisplay(key, at: index, isIncluded: isIncluded, &guards)
  }

  /// ``refreshDisplay(_:isIncluded:_:)`` for the status at `index` of the fields, read and
  /// changed in place: a read of a dictionary's value would copy the whole status (retaining
  /// its outcome and message), which validate-all would pay for every field.
  private mutating func refreshDisplay<Guards: GuardRecorder>(
    _ key: Key, at index: Int, isIncluded: Bool, _ guards: inout Guards
  ) -> Effects<Effect> {
    let policy = state.displayPolicy
    let submitCount = state.submitCount
    let display = Self.displayChange(
      of: &state.fields[place: index], key, isIncluded: isIncluded, policy: policy,
      submitCount: submitCount, &guards)
    return display.map { [$0] } ?? []
  }

  /// The order ``refreshDisplay(_:at:isIncluded:_:)`` records on `field`, the status of `key`,
  /// under the form's `policy` after `submitCount` submits; `nil` when there is none.
  private static func displayChange<Guards: GuardRecorder>(
    of field: inout FieldState, _ key: Key, isIncluded: Bool, policy: ErrorDisplayPolicy,
    submitCount: Int, _ guards: inout Guards
  ) -> Effect? {
    guard !field.isErrorExternal else { return nil }
    let expected =
      guards.decide(isIncluded, .counted, else: .uncounted)
      ? field.expectedError(isIncluded: true, displayPolicy: policy, submitCount: submitCount)
      : nil
    guard guards.decide(expected != field.displayedError, .newMessage, else: .sameMessage) else {
      return nil
    }
    field.displayedError = expected
    return expected.map { .showError(key, $0) } ?? .removeError(key)
  }

  /// Whether `field` is hidden: a read through an `inout` status, which is not copied.
  private static func isHidden(_ field: inout FieldState) -> Bool { field.isHidden }

  /// The form's invariants that do not hold in ``state``; empty when sound: the active key
  /// has a field, and the counters are not negative. (That the active field is not hidden, and
  /// that a hidden field has no outcome, holds once the form has performed the effects and
  /// handed over the reports they cause: `Form.invariantViolations()` checks it.)
  package func invariantViolations() -> [String] {
    var violations: [String] = []
    if let key = state.activeKey, state.fields[key] == nil {
      violations.append("the active key \(key) has no field")
    }
    if state.submitCount < 0 { violations.append("a negative submit count") }
    if state.droppedAnswerCount < 0 { violations.append("a negative count of dropped answers") }
    return violations
  }
}
