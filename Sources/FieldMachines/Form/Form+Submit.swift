extension Form {
  /// Ends editing (an open picker or date field commits its wheel, as a tap on a submit button
  /// would), validates every counted field at once — a debouncing asynchronous rule starts now
  /// instead of waiting out its debounce — waits for the asynchronous answers, shows every
  /// error, and returns the values or the failures.
  ///
  /// A submit counts even when it fails: ``submitCount`` goes up first, so policies that wait
  /// for a submit show their errors. A failed submit focuses the first invalid field (in
  /// `Key.allCases` order) when ``focusesFirstInvalidFieldOnSubmit`` is on; its error stays
  /// visible while the user corrects it. If a value changes while the answers are awaited, the
  /// changed field is checked again before the result is decided.
  public func submit(isolation: isolated (any Actor)? = #isolation) async -> SubmitResult<Key> {
    send(.submitStarted)
    send(.submitWaiting(true))
    defer { send(.submitWaiting(false)) }
    endEditing()
    validate()
    for _ in 0..<100 {
      await settle(isolation: isolation)
      let pending = keys.filter { isIncluded($0) && isValidating($0) }
      guard !pending.isEmpty else { break }
      batch { for key in pending { updateAsync(key) { $0.flush() } } }
    }
    batch {
      for key in keys where isIncluded(key) && validity(of: key) == .unvalidated {
        validate(key, trigger: .submit)
      }
    }
    return decideSubmit()
  }

  /// Submits without waiting, for synchronous callers such as property tests and fuzzers: for
  /// a form without asynchronous rules it does exactly what `await submit()` does.
  ///
  /// Debouncing asynchronous rules start at once, as in ``submit(isolation:)``, but their answers are not
  /// awaited: a field still waiting for one is unvalidated, so the submit is rejected (with the
  /// failures of the other fields, if any) and its answer arrives later as usual.
  @discardableResult
  public func submitNow() -> SubmitResult<Key> {
    send(.submitStarted)
    endEditing()
    validate()
    batch {
      for key in keys where isIncluded(key) && isValidating(key) { updateAsync(key) { $0.flush() } }
      for key in keys
      where isIncluded(key) && !isValidating(key) && validity(of: key) == .unvalidated {
        validate(key, trigger: .submit)
      }
    }
    return decideSubmit()
  }

  /// The result of a submit from the fields' validity; a rejected submit may focus the first
  /// invalid field.
  private func decideSubmit() -> SubmitResult<Key> {
    switch validity {
    case .valid:
      return .submitted(values())
    case .invalid(let failures):
      send(.submitFailed(failures))
      return .rejected(failures)
    case .unvalidated:
      return .rejected([])
    }
  }

  /// Turns off the announcements of every field that makes them, and marks them to be turned
  /// back on by ``restoreFieldAnnouncements()``.
  func silenceFieldAnnouncements() {
    for key in orderedKeys {
      guard let status = statuses[key], status.adapter.field.announcesErrors else { continue }
      status.isAnnouncementSilenced = true
      status.adapter.field.announcesErrors = false
    }
  }

  /// Turns back on the announcements ``silenceFieldAnnouncements()`` turned off.
  func restoreFieldAnnouncements() {
    for key in orderedKeys {
      guard let status = statuses[key], status.isAnnouncementSilenced else { continue }
      status.isAnnouncementSilenced = false
      status.adapter.field.announcesErrors = true
    }
  }

  /// Announces the number of invalid fields and the first one's error, once.
  func announceSubmitSummary(_ failures: [ValidationFailure<Key>]) {
    guard let handler = announcementHandler,
      let key = keys.first(where: { isIncluded($0) && validity(of: $0).isInvalid }),
      let first = failures.first(where: { $0.key == key }) ?? failures.first
    else { return }
    let target = field(key)
    let title = target?.placeholder ?? ""
    let invalidFields = keys.filter { key in failures.contains { $0.key == key } }.count
    let text = submitSummary(invalidFields, title, first.message)
    let announcement = AccessibilityAnnouncement(
      text: text, message: first.message, tag: target?.tag ?? 0)
    runner.callOut { handler(announcement) }
  }

  /// Focuses the first invalid field and keeps its error shown while it is active. Called
  /// outside a batch, so the field's own clearing on activation is seen before the refresh.
  func focusFirstInvalidField() {
    guard !runner.isCallingOut else {
      // A submit called from a delegate: the move, and keeping the error, come after the event.
      runner.enqueue { self.focusFirstInvalidField() }
      return
    }
    guard let key = keys.first(where: { isIncluded($0) && validity(of: $0).isInvalid }) else {
      return
    }
    _ = moveFocus(to: key)
    batch { send(.invalidFieldFocused(key, isIncluded: isIncluded(key))) }
  }
}
