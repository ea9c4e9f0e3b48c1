extension Form {
  /// A field under `key` made a transition; the form handles its report once the current
  /// batch is done.
  func fieldDidTransition(_ key: Key, report: FormFieldReport) {
    // Compared first (scalar for scalar, which is quick for a changed text): writing would
    // copy the values a rule's context still holds.
    if let slot = statuses.slot(of: key) {
      let adapter = statuses[slot: slot].adapter
      if statuses.setEnabled(report.isEnabled, in: slot) { outcomesRevision &+= 1 }
      if report.valueChanged { statuses.forgetFailures(in: slot) }
      if valuesCache != nil {
        if report.valueChanged {
          let value = adapter.value
          if valuesCache?.values[key]?.hasSameScalars(as: value) != true {
            valuesCache?.values[key] = value
            valuesCache?.texts[key] = adapter.text
            valuesGeneration &+= 1
          }
        }
      } else {
        valuesGeneration &+= 1
      }
      if adapter.field.isActive {
        activeFieldKeys.insert(key)
      } else {
        activeFieldKeys.remove(key)
      }
    }
    inbox.append((key, report))
    guard !runner.isInBatch else { return }
    batch {}
  }

  /// Runs `body`, then handles every report it caused, in order, to completion. Nested batches
  /// join the outer one, so reactions never interleave with a form operation.
  ///
  /// A batch is one event of the form's runner: calls that delegates and observers make while it
  /// runs are queued until it completes. An operation app code calls from a delegate or an
  /// observer runs its bookkeeping at once, but the field events it causes are queued like any
  /// other call made there.
  @discardableResult
  func batch<T>(_ body: () -> T) -> T {
    runner.batch(body) {
      while inboxHead < inbox.count {
        let (key, report) = inbox[inboxHead]
        inboxHead += 1
        handle(report, of: key)
      }
      inbox.removeAll(keepingCapacity: true)
      inboxHead = 0
      notifyChange()
    }
  }

  /// Hands the report of a transition of `key`'s field to the machine, one event per fact:
  /// the error it shows now (which the field may have changed itself), began, value changed,
  /// ended, enablement, Return.
  private func handle(_ report: FormFieldReport, of key: Key) {
    guard let adapter = statuses[key]?.adapter else { return }
    send(.fieldShowsError(key, adapter.field.errorMessage))
    if report.began { send(.fieldBegan(key)) }
    if report.valueChanged { send(.fieldValueChanged(key)) }
    if report.ended { send(.fieldEnded(key)) }
    if report.enablementChanged {
      send(.fieldEnablementChanged(key, isIncluded: isIncluded(key)))
    }
    if report.returned { send(.fieldReturned(key, isActive: adapter.field.isActive)) }
  }

  /// Hands `event` to the form's machine, with each key as its slot, and performs its effects,
  /// in order. An event about a key without a field changes nothing and is dropped.
  func send(_ event: FormMachine<Key>.Event) {
    guard let event = event.mapKeys({ formSlot(of: $0) }) else { return }
    step(event)
  }

  /// Hands `event` to the form's machine and performs its effects, in order.
  func step(_ event: FormMachine<FormSlot>.Event) {
    // Any event may change an outcome, or whether a field is hidden.
    outcomesRevision &+= 1
    guard let observer = machineStepObserver else {
      for effect in machine.handle(event) { perform(effect) }
      return
    }
    let before = machine.state
    let effects = machine.handle(event)
    let key = { (slot: FormSlot) in self.key(of: slot) }
    if let keyed = event.mapKeys(key) {
      var keyedEffects = Effects<FormMachine<Key>.Effect>()
      for effect in effects { keyedEffects.append(effect.mapKeys(key)) }
      observer(before.mapKeys(key), keyed, machine.state.mapKeys(key), keyedEffects)
    }
    for effect in effects { perform(effect) }
  }

  /// Performs one effect of the form's machine.
  func perform(_ effect: FormMachine<FormSlot>.Effect) {
    switch effect {
    case .forceEnd(let slot):
      adapter(in: slot).forceEnd()
    case .endOtherFields(let slot):
      endOtherFields(except: key(of: slot))
    case .endHiddenField(let slot):
      let adapter = adapter(in: slot)
      guard adapter.field.isActive else { return }
      adapter.field.resignFirstResponder()
      if adapter.field.isActive { adapter.forceEnd() }
    case .validate(let slot, let trigger):
      validate(slot: slot.index, trigger: trigger)
    case .validateDependents(let slot):
      validateDependents(of: key(of: slot))
    case .cancelStaleCheck(let slot):
      let status = statuses[slot: slot.index]
      guard let pending = status.async.pendingValue, pending != status.adapter.value else { return }
      updateAsync(slot: slot.index) { $0.cancel() }
    case .flushCheck(let slot):
      updateAsync(slot: slot.index) { $0.flush() }
    case .resetCheck(let slot):
      updateAsync(slot: slot.index) { $0.reset() }
    case .applyConditions:
      // Settled already when the conditions saw this value (they emptied the field, or an
      // earlier change of the same batch applied them): a chain or a batch costs one settling.
      applyConditions(unlessSettled: true)
    case .refreshDisplay(let slot):
      refreshDisplay(key(of: slot))
    case .showError(let slot, let message):
      adapter(in: slot).field.setError(withText: message)
    case .removeError(let slot):
      adapter(in: slot).field.removeErrorUI()
    case .handToModel(let slot):
      // Nothing to hand without a model: validate-all passes here for every valid field.
      guard model != nil else { return }
      handToModel(key(of: slot))
    case .emptyValue(let slot):
      let adapter = adapter(in: slot)
      adapter.assign(emptyValue(of: adapter))
    case .moveToNext:
      // The field is still handling its Return: the move runs once that event completes.
      runner.enqueue { self.next() }
    case .endForFocus(let slot, let next, let keyboard):
      let previous = adapter(in: slot)
      if previous.field.isActive {
        if keyboard { previous.closeForKeyboard() } else { previous.field.resignFirstResponder() }
      }
      step(.activeFieldLeft(for: next, isStillActive: previous.field.isActive))
    case .beginField(let slot):
      _ = adapter(in: slot).field.becomeFirstResponder()
    case .resignField(let slot):
      adapter(in: slot).field.resignFirstResponder()
    case .focusFirstInvalidField:
      focusFirstInvalidField()
    case .announceSubmitSummary(let failures):
      announceSubmitSummary(failures.map { $0.mapKey { key(of: $0) } })
    case .silenceAnnouncements:
      silenceFieldAnnouncements()
    case .restoreAnnouncements:
      restoreFieldAnnouncements()
    }
  }

  /// The adapter of the field in `slot`, a slot the form handed out.
  private func adapter(in slot: FormSlot) -> any FormFieldAdapter {
    statuses[slot: slot.index].adapter
  }

  /// Exclusive focus: the field under `key` became active, so every other active one ends.
  private func endOtherFields(except key: Key) {
    guard let adapter = statuses[key]?.adapter else { return }
    let others = activeFieldKeys.filter { $0 != key }.sorted { position(of: $0) < position(of: $1) }
    for other in others {
      guard let previous = statuses[other]?.adapter, previous.field.isActive else { continue }
      close(previous, for: adapter)
    }
  }

  /// Ends `previous` because `next` became active: a picker or date field closes as a keyboard
  /// would close it when `next` takes the keyboard, as done otherwise (both commit); a text
  /// field is asked to resign, and ended anyway if its delegate refuses, since the other field
  /// is already active.
  func close(_ previous: any FormFieldAdapter, for next: (any FormFieldAdapter)?) {
    if !previous.isTextInput && next?.isTextInput == true {
      previous.closeForKeyboard()
    } else {
      previous.field.resignFirstResponder()
    }
    if previous.field.isActive { previous.forceEnd() }
  }

  /// Validates again the fields whose rules read `key` and that have an outcome (or a check
  /// under way): their outcome may have changed with `key`'s value.
  private func validateDependents(of key: Key) {
    for dependent in dependents(of: key) where dependent != key {
      guard let other = statuses[dependent],
        fieldState(of: dependent)?.validity != .unvalidated || other.async.isPending
      else { continue }
      validate(dependent, trigger: .dependency)
    }
  }

  /// The empty value of `adapter`'s kind.
  func emptyValue(of adapter: any FormFieldAdapter) -> FormValue {
    switch adapter.value {
    case .text: .text("")
    case .choice: .choice(.none, text: "")
    case .date: .date(nil)
    }
  }
}
