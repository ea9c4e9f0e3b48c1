extension Form {
  /// A field under `key` made a transition; the form handles its report once the current
  /// batch is done.
  func fieldDidTransition(_ key: Key, report: FormFieldReport) {
    // Compared first (scalar for scalar, which is quick for a changed text): writing would
    // copy the values a rule's context still holds.
    if let adapter = statuses[key]?.adapter {
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

  /// Hands `event` to the form's machine and performs its effects, in order.
  func send(_ event: FormMachine<Key>.Event) {
    guard let observer = machineStepObserver else {
      for effect in machine.handle(event) { perform(effect) }
      return
    }
    let before = machine.state
    let effects = machine.handle(event)
    observer(before, event, machine.state, effects)
    for effect in effects { perform(effect) }
  }

  /// Performs one effect of the form's machine.
  private func perform(_ effect: FormMachine<Key>.Effect) {
    switch effect {
    case .forceEnd(let key):
      statuses[key]?.adapter.forceEnd()
    case .endOtherFields(let key):
      endOtherFields(except: key)
    case .endHiddenField(let key):
      guard let adapter = statuses[key]?.adapter, adapter.field.isActive else { return }
      adapter.field.resignFirstResponder()
      if adapter.field.isActive { adapter.forceEnd() }
    case .validate(let key, let trigger):
      validate(key, trigger: trigger)
    case .validateDependents(let key):
      validateDependents(of: key)
    case .cancelStaleCheck(let key):
      guard let status = statuses[key], let pending = status.async.pendingValue,
        pending != status.adapter.value
      else { return }
      updateAsync(key) { $0.cancel() }
    case .flushCheck(let key):
      updateAsync(key) { $0.flush() }
    case .resetCheck(let key):
      updateAsync(key) { $0.reset() }
    case .applyConditions:
      // Settled already when the conditions saw this value (they emptied the field, or an
      // earlier change of the same batch applied them): a chain or a batch costs one settling.
      applyConditions(unlessSettled: true)
    case .refreshDisplay(let key):
      refreshDisplay(key)
    case .showError(let key, let message):
      statuses[key]?.adapter.field.setError(withText: message)
    case .removeError(let key):
      statuses[key]?.adapter.field.removeErrorUI()
    case .handToModel(let key):
      handToModel(key)
    case .emptyValue(let key):
      guard let adapter = statuses[key]?.adapter else { return }
      adapter.assign(emptyValue(of: adapter))
    case .moveToNext:
      // The field is still handling its Return: the move runs once that event completes.
      runner.enqueue { self.next() }
    case .endForFocus(let key, let next, let keyboard):
      let previous = statuses[key]?.adapter
      if let previous, previous.field.isActive {
        if keyboard { previous.closeForKeyboard() } else { previous.field.resignFirstResponder() }
      }
      send(.activeFieldLeft(for: next, isStillActive: previous?.field.isActive == true))
    case .beginField(let key):
      _ = statuses[key]?.adapter.field.becomeFirstResponder()
    case .resignField(let key):
      statuses[key]?.adapter.field.resignFirstResponder()
    case .focusFirstInvalidField:
      focusFirstInvalidField()
    case .announceSubmitSummary(let failures):
      announceSubmitSummary(failures)
    case .silenceAnnouncements:
      silenceFieldAnnouncements()
    case .restoreAnnouncements:
      restoreFieldAnnouncements()
    }
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
        machine.state.fields[dependent]?.validity != .unvalidated || other.async.isPending
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
