extension Form {
  /// The outcome of the last validation of `key`; ``Validity/unvalidated`` while an
  /// asynchronous rule has not answered for the current value, or for a field that does not
  /// count (hidden, or disabled under ``ConditionPolicy/validatesDisabledFields``).
  public func validity(of key: Key) -> Validity<Key> {
    observed()
    return fieldState(of: key).map { keyed($0.validity) } ?? .unvalidated
  }

  /// Whether `key` is waiting out a debounce or running an asynchronous check.
  public func isValidating(_ key: Key) -> Bool {
    observed()
    return statuses[key]?.async.isPending ?? false
  }

  /// Whether any field is validating.
  public var isValidating: Bool { keys.contains { isValidating($0) } }

  /// The error `key` shows, as the form put it there (or as the app set it directly).
  package func displayedError(of key: Key) -> String? {
    observed()
    return fieldState(of: key)?.displayedError
  }

  /// Whether the user has left `key` at least once (a text field ended editing, a picker or
  /// date field closed): "touched".
  package func hasBeenLeft(_ key: Key) -> Bool {
    observed()
    return fieldState(of: key)?.hasBeenLeft ?? false
  }

  /// The whole form's validity from each counted field's last validation: invalid with every
  /// failure if one field is invalid, unvalidated if one is not validated yet, valid otherwise.
  public var validity: Validity<Key> {
    observed()
    // Built again only when an outcome, a field's counting or the policy may have changed.
    if let validityCache, validityCache.revision == outcomesRevision {
      return validityCache.validity
    }
    var failures: [ValidationFailure<Key>] = []
    var isComplete = true
    let fields = machine.state.fields
    let countsDisabled = storedConditionPolicy.validatesDisabledFields
    // Each status is read once, by its place.
    for slot in statuses.orderedSlots {
      guard let place = fields.place(of: FormSlot(slot), expected: slot) else { continue }
      let field = fields[place: place]
      guard !field.isHidden, countsDisabled || statuses.entries[slot].isEnabled else { continue }
      switch field.validity {
      case .valid: break
      case .unvalidated: isComplete = false
      case .invalid(let found):
        let key = statuses.keys[slot]
        for failure in found { failures.append(failure.mapKey { _ in key }) }
      }
    }
    let validity: Validity<Key> =
      failures.isEmpty ? (isComplete ? .valid : .unvalidated) : .invalid(failures)
    validityCache = (outcomesRevision, validity)
    return validity
  }

  /// Validates `key` now, whatever its timing; asynchronous rules start at once.
  @discardableResult
  public func validate(_ key: Key) -> Validity<Key> {
    batch { validate(key, trigger: .demand) }
    return validity(of: key)
  }

  /// Validates every counted field now; asynchronous rules start at once (await ``settle(isolation:)``
  /// for their answers). Errors are shown as each field's policy allows.
  @discardableResult
  public func validate() -> Validity<Key> {
    observed()
    batch {
      // Every rule sees the values of every field, kept current as fields report transitions
      // (see `fieldDidTransition`). A date field's text follows its format, which changes
      // without a transition: those texts are read again here, once.
      refreshDateTexts()
      valuesGeneration &+= 1
      for slot in statuses.orderedSlots { validate(slot: slot, trigger: .demand) }
    }
    return validity
  }

  /// Whether `key` counts for validation: it has a field, is not hidden, and is enabled (or
  /// ``ConditionPolicy/validatesDisabledFields`` is on).
  package func isIncluded(_ key: Key) -> Bool {
    guard let slot = statuses.slot(of: key) else { return false }
    return isIncluded(slot: slot)
  }

  /// Whether the field in `slot` counts for validation (see ``isIncluded(_:)``).
  func isIncluded(slot: Int) -> Bool {
    guard let isHidden = machine.state.isHidden(FormSlot(slot), expected: slot) else {
      return false
    }
    return !isHidden
      && (statuses.entries[slot].isEnabled || storedConditionPolicy.validatesDisabledFields)
  }

  /// The current values and texts of every field, for rules and conditions.
  ///
  /// Built from every field once, then kept current as each field reports a transition, so
  /// reading it costs nothing per field. A date field's text is read again when its date or
  /// state changes, by ``validate()`` and by ``reevaluateConditions()``; call the latter after
  /// changing a date field's `locale`, `timeZone` or `formatStyle` if a rule or condition reads
  /// its text.
  package var currentValues: FormValues<Key> {
    observed()
    return liveValues
  }

  /// ``currentValues`` without registering a read with Observation, for the form's own passes.
  var liveValues: FormValues<Key> {
    if let valuesCache { return valuesCache }
    let slots = statuses.orderedSlots
    var values = FormValues<Key>(
      values: Dictionary(minimumCapacity: slots.count),
      texts: Dictionary(minimumCapacity: slots.count))
    for slot in slots {
      let adapter = statuses[slot: slot].adapter
      let key = statuses.keys[slot]
      values.values[key] = adapter.value
      values.texts[key] = adapter.text
    }
    valuesCache = values
    return values
  }

  /// Reads again into ``liveValues`` the text of every field whose text may change without a
  /// transition (``FormFieldAdapter/textChangesWithoutTransition``: a date field's format); other
  /// fields' values and texts change only with a transition.
  func refreshDateTexts() {
    guard valuesCache != nil else { return }
    for slot in statuses.formattedSlots {
      let adapter = statuses[slot: slot].adapter
      let key = statuses.keys[slot]
      let text = adapter.text
      if valuesCache?.texts[key] != text { valuesCache?.texts[key] = text }
    }
  }

  /// Runs the rules of `key`, then the model, then (if both pass) the asynchronous rules.
  func validate(_ key: Key, trigger: ValidationTrigger) {
    guard let slot = statuses.slot(of: key) else { return }
    validate(slot: slot, trigger: trigger)
  }

  /// Runs the rules of the field in `slot`, then the model, then (if both pass) the
  /// asynchronous rules. The rules and the model may call back into the form, so what this
  /// reads of the status is taken first, as it was when validation began.
  func validate(slot: Int, trigger: ValidationTrigger) {
    // What is read first is packed in the table (``FormFieldEntry``), beside every other
    // field's: an unchanged field without asynchronous rules or a model is validated without
    // reading its status or its field.
    let fieldEntry = statuses.entries[slot]
    // ``isIncluded(slot:)``, with the hidden flag read in place. The status's place in the
    // machine serves to record the outcome too, unless the form calls out before.
    let found = machine.validationEntry(of: FormSlot(slot), expected: slot)
    var isIncluded =
      found.map { found in
        !found.isHidden
          && (fieldEntry.isEnabled || storedConditionPolicy.validatesDisabledFields)
      } ?? false
    guard isIncluded, let entry = found else {
      step(.foundExcluded(FormSlot(slot)))
      return
    }
    let isRepeatable = storedMessages.isRepeatable
    if isRepeatable, let kept = fieldEntry.keptFailures, model == nil,
      !fieldEntry.mayHaveAsyncState
    {
      // Neither the value nor the rules nor the messages changed since the rules last found
      // these: the same check would find them again. Without a model, asynchronous rules or a
      // check pending, the outcome is theirs.
      setValidity(
        kept.isEmpty ? .valid : .invalid(kept), slot: slot, isIncluded: true, at: entry.index)
      return
    }
    let status = statuses[slot: slot]
    let asyncRules = status.asyncRules
    // The value is read only when something needs it: a check of the rules, the model, the
    // asynchronous rules.
    var value: FormValue?
    var failures: [ValidationFailure<FormSlot>]
    if isRepeatable, let kept = fieldEntry.keptFailures {
      // As above, with a model or asynchronous state to attend to.
      failures = kept
    } else {
      let input = status.adapter.validationInput
      value = input.value
      failures = ruleFailures(in: slot, ruleValues: status.ruleValues, input: input)
      if isRepeatable, status.ruleValues != nil { statuses.keep(failures, in: slot) }
    }
    var calledModel = false
    if failures.isEmpty, let model {
      calledModel = true
      let key = statuses.keys[slot]
      var adjusted = value ?? status.adapter.value
      do throws(RuleViolation) {
        try runner.callOut { () throws(RuleViolation) in
          try model.validateValue(&adjusted, forKey: key)
        }
      } catch {
        failures.append(storedMessages.failure(for: error, of: key, as: FormSlot(slot)))
      }
      value = adjusted
      // The model may have changed the form meanwhile; rules cannot (they are `Sendable`).
      isIncluded = self.isIncluded(slot: slot)
    }
    // Only the model can have replaced the field's status meanwhile.
    let current = calledModel ? statuses[slot: slot] : status
    guard failures.isEmpty else {
      // Cancelling a check that is not pending changes nothing.
      guard !current.isAsyncPending else {
        updateAsync(slot: slot) { $0.cancel() }
        setValidity(.invalid(failures), slot: slot, isIncluded: isIncluded)
        return
      }
      setValidity(
        .invalid(failures), slot: slot, isIncluded: isIncluded,
        at: calledModel ? nil : entry.index)
      return
    }
    // Only the model reads the candidate: right after this outcome, or when the asynchronous
    // rules pass. Without either, a field keeps no copy of its value.
    if model != nil || !asyncRules.isEmpty || current.modelCandidate != nil {
      // `current` is the status in `slot` now.
      let candidate = value ?? status.adapter.value
      statuses.changeAsyncState(in: slot) { $0.modelCandidate = candidate }
    }
    guard !asyncRules.isEmpty else {
      setValidity(.valid, slot: slot, isIncluded: isIncluded, at: calledModel ? nil : entry.index)
      return
    }
    let debounce = trigger.isDebounced ? asyncRules.map(\.debounce).max() : nil
    let now = clock.now
    let original = status.adapter.value
    updateAsync(slot: slot) { $0.request(original, now: now, debounce: debounce) }
    if statuses[slot: slot].async.isPending {
      setValidity(.unvalidated, slot: slot)
    }
  }

  /// The failures the rules of the field in `slot` find in `input`, in rule order, each worded
  /// by the form's messages. Built-in rules (`ruleValues`) read only their own field: for them
  /// the form builds no values, and checks them without its key.
  private func ruleFailures(
    in slot: Int, ruleValues: [RuleValue]?,
    input: (value: FormValue, text: String, characterCount: Int?)
  ) -> [ValidationFailure<FormSlot>] {
    let violations: [RuleViolation]
    let key = statuses.keys[slot]
    if let ruleValues {
      violations = BuiltInRule.violations(
        of: ruleValues, value: input.value, text: input.text,
        characterCount: input.characterCount)
    } else {
      var context = RuleContext(
        key: key, value: input.value, text: input.text, values: liveValues)
      context.knownCharacterCount = input.characterCount
      violations = statuses.rules(in: slot).check(context)
    }
    guard !violations.isEmpty else { return [] }
    return violations.map { violation in
      storedMessages.failure(for: violation, of: key, as: FormSlot(slot))
    }
  }

  /// Records a validation outcome of `key` (replacing an error the app set directly), shows or
  /// hides its error by policy, and hands a valid value to the model.
  func setValidity(_ validity: Validity<Key>, of key: Key) {
    guard statuses[key] != nil else { return }
    send(.validated(key, validity, isIncluded: isIncluded(key)))
  }

  /// ``setValidity(_:of:)`` for the field in `slot`, which counts if `isIncluded` (by default
  /// as ``isIncluded(slot:)`` says now), and whose status the machine keeps at `index` when
  /// given (``FormMachine/validationEntry(of:expected:)``, with no call out since).
  func setValidity(
    _ validity: Validity<FormSlot>, slot: Int, isIncluded: Bool? = nil, at index: Int? = nil
  ) {
    let isIncluded = isIncluded ?? self.isIncluded(slot: slot)
    guard machineStepObserver == nil else {
      step(.validated(FormSlot(slot), validity, isIncluded: isIncluded))
      return
    }
    // The same transition without building the event or a list of effects (validate-all
    // records every field).
    guard let index else {
      outcomesRevision &+= 1
      for effect in machine.recordValidated(FormSlot(slot), validity, isIncluded: isIncluded) {
        perform(effect)
      }
      return
    }
    let outcome = machine.recordValidated(
      FormSlot(slot), at: index, validity, isIncluded: isIncluded)
    if outcome.changesOutcome { outcomesRevision &+= 1 }
    if let display = outcome.display { perform(display) }
    if outcome.handsToModel { perform(.handToModel(FormSlot(slot))) }
  }

  /// Hands the value the model adjusted for `key` to the model, unless it has it already.
  func handToModel(_ key: Key) {
    guard let model, let slot = statuses.slot(of: key) else { return }
    let status = statuses[slot: slot]
    guard let candidate = status.modelCandidate, status.modelValue != candidate else { return }
    statuses.changeAsyncState(in: slot) { $0.modelValue = candidate }
    runner.callOut { model.setValue(candidate, forKey: key) }
  }

  /// The error `key` should show by the rules and the policy: the first failure's message,
  /// unless the field does not count, the policy holds it back, or the field dismissed it.
  func expectedError(_ key: Key) -> String? {
    formSlot(of: key).flatMap { machine.state.expectedError($0, isIncluded: isIncluded(key)) }
  }

  /// Makes the error of `key` match ``expectedError(_:)``, through the field's own
  /// `setError(withText:)` and `removeErrorUI()`; an error the app set directly stays until a
  /// validation of the field fails, the field clears it (editing begins) or the app removes it.
  func refreshDisplay(_ key: Key) {
    guard statuses[key] != nil else { return }
    send(.displayDue(key, isIncluded: isIncluded(key)))
  }
}
