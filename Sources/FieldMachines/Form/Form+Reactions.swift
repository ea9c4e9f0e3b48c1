extension Form {
  /// A field under `key` made a transition; the form reacts once the current batch is done.
  func fieldDidTransition(_ key: Key, returned: Bool) {
    // Compared first: writing would copy the values a rule's context still holds.
    if valuesCache != nil, let adapter = statuses[key]?.adapter,
      valuesCache?.values[key] != adapter.value || valuesCache?.texts[key] != adapter.text
    {
      valuesCache?.values[key] = adapter.value
      valuesCache?.texts[key] = adapter.text
    }
    signals.append((key, returned))
    guard !isDraining else { return }
    batch {}
  }

  /// Runs `body`, then reacts to every transition it caused, in order. Nested batches join the
  /// outer one, so reactions never interleave with a form operation.
  ///
  /// A batch is one event of the form's runner: calls that delegates and observers make while it
  /// runs are queued until it completes. An operation app code calls from a delegate or an
  /// observer runs its bookkeeping at once, but the field events it causes are queued like any
  /// other call made there.
  @discardableResult
  func batch<T>(_ body: () -> T) -> T {
    runner.enter()
    defer { runner.leave() }
    if isDraining { return body() }
    isDraining = true
    defer { isDraining = false }
    let result = body()
    var budget = 100_000
    while !signals.isEmpty, budget > 0 {
      let signal = signals.removeFirst()
      react(to: signal.key, returned: signal.returned)
      budget -= 1
    }
    signals.removeAll()
    notifyChange()
    return result
  }

  /// Compares the field with what the form last saw and reacts to each difference: the error
  /// the field changed itself, activation, a new value, the end of editing, enabling.
  private func react(to key: Key, returned: Bool) {
    guard let status = statuses[key] else { return }
    let before = status.seen
    let now = FormFieldSighting(status.adapter)
    statuses[key]?.seen = now
    guard !isRestoring else { return }
    if now.errorMessage != status.displayedError { fieldChangedItsError(key, to: now.errorMessage) }
    if now.isActive && !before.isActive { didActivate(key) }
    if now.value != before.value { valueDidChange(key) }
    if !now.isActive && before.isActive { didEnd(key) }
    if now.isEnabled != before.isEnabled { inclusionDidChange(key) }
    if returned { didReturn(key) }
  }

  /// The field changed its error without the form: it cleared it itself (editing began, a
  /// picker opened or the user picked a value), or the app called `setError(withText:)` or
  /// `removeErrorUI()` directly.
  private func fieldChangedItsError(_ key: Key, to message: String?) {
    if let message {
      statuses[key]?.displayedError = message
      statuses[key]?.isErrorExternal = true
    } else {
      statuses[key]?.displayedError = nil
      statuses[key]?.isErrorExternal = false
      statuses[key]?.isErrorDismissed = true
    }
  }

  /// Exclusive focus: the field under `key` became active, so the one that was active ends.
  func didActivate(_ key: Key) {
    guard let adapter = statuses[key]?.adapter else { return }
    if statuses[key]?.isHidden == true {
      adapter.forceEnd()
      return
    }
    for other in keys where other != key {
      guard let previous = statuses[other]?.adapter, previous.field.isActive else { continue }
      close(previous, for: adapter)
    }
    currentActiveKey = key
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

  private func didEnd(_ key: Key) {
    if activeKey == key { currentActiveKey = nil }
    guard !isHidden(key) else { return }
    statuses[key]?.hasBeenLeft = true
    statuses[key]?.isErrorDismissed = false
    switch timing(of: key) {
    case .onEndEditing, .onChangeAfterFirstEnd:
      validate(key, trigger: .endOfEditing)
    case .onChange:
      updateAsync(key) { $0.flush() }
      refreshDisplay(key)
    case .onDemand:
      refreshDisplay(key)
    }
  }

  private func valueDidChange(_ key: Key) {
    guard let status = statuses[key] else { return }
    // Taken now: applying conditions and validating dependents may change the status.
    let hasBeenLeft = status.hasBeenLeft
    let value = status.adapter.value
    if let pending = status.async.pendingValue, pending != value {
      updateAsync(key) { $0.cancel() }
    }
    applyConditions()
    for dependent in keys where dependent != key {
      guard let other = statuses[dependent], other.rules.dependencies.contains(key),
        other.validity != .unvalidated || other.async.isPending
      else { continue }
      validate(dependent, trigger: .dependency)
    }
    switch timing(of: key) {
    case .onChange:
      validate(key, trigger: .change)
    case .onChangeAfterFirstEnd where hasBeenLeft:
      validate(key, trigger: .change)
    case .onChangeAfterFirstEnd, .onEndEditing, .onDemand:
      break
    }
  }

  /// A field was enabled, disabled, hidden or shown: one that no longer counts loses its
  /// validation and error; one that counts again starts unvalidated.
  func inclusionDidChange(_ key: Key) {
    guard let status = statuses[key], !isIncluded(key) else { return }
    let displayedError = status.displayedError
    updateAsync(key) { $0.reset() }
    statuses[key]?.validity = .unvalidated
    statuses[key]?.isErrorDismissed = false
    if displayedError != nil {
      statuses[key]?.displayedError = nil
      statuses[key]?.isErrorExternal = false
      status.adapter.field.removeErrorUI()
    }
  }

  private func didReturn(_ key: Key) {
    guard movesToNextOnReturn, statuses[key]?.adapter.isTextInput == true,
      statuses[key]?.adapter.field.isActive == true
    else { return }
    // The field is still handling its Return: the move runs once that event completes.
    runner.enqueue { self.next() }
  }
}
