extension FormMachine.State {
  /// The same state with every key replaced by `transform(key)`: a form's machine over slots
  /// seen with the app's keys, for a step observer and the chart.
  package func mapKeys<Other: Hashable & Sendable>(
    _ transform: (Key) -> Other
  ) -> FormMachine<Other>.State {
    var mapped = FormMachine<Other>.State()
    mapped.activeKey = activeKey.map(transform)
    mapped.submitCount = submitCount
    mapped.isSubmitting = isSubmitting
    mapped.droppedAnswerCount = droppedAnswerCount
    mapped.defaultTiming = defaultTiming
    mapped.displayPolicy = displayPolicy
    mapped.movesToNextOnReturn = movesToNextOnReturn
    mapped.focusesFirstInvalidFieldOnSubmit = focusesFirstInvalidFieldOnSubmit
    for (key, field) in fields { mapped.fields[transform(key)] = field.mapKeys(transform) }
    return mapped
  }
}

extension FormMachine.FieldState {
  /// The same status with the keys of its failures replaced by `transform(key)`.
  package func mapKeys<Other: Hashable & Sendable>(
    _ transform: (Key) -> Other
  ) -> FormMachine<Other>.FieldState {
    var mapped = FormMachine<Other>.FieldState(
      isTextInput: isTextInput, errorMessage: displayedError)
    mapped.timing = timing
    mapped.displayPolicy = displayPolicy
    mapped.validity = validity.mapKeys(transform)
    mapped.hasBeenLeft = hasBeenLeft
    mapped.isHidden = isHidden
    mapped.isErrorDismissed = isErrorDismissed
    mapped.isErrorExternal = isErrorExternal
    return mapped
  }
}

extension FormMachine.Effect {
  /// The same effect with every key replaced by `transform(key)`.
  package func mapKeys<Other: Hashable & Sendable>(
    _ transform: (Key) -> Other
  ) -> FormMachine<Other>.Effect {
    switch self {
    case .forceEnd(let key): .forceEnd(transform(key))
    case .endOtherFields(let key): .endOtherFields(except: transform(key))
    case .endHiddenField(let key): .endHiddenField(transform(key))
    case .validate(let key, let trigger): .validate(transform(key), trigger)
    case .validateDependents(let key): .validateDependents(of: transform(key))
    case .cancelStaleCheck(let key): .cancelStaleCheck(transform(key))
    case .flushCheck(let key): .flushCheck(transform(key))
    case .resetCheck(let key): .resetCheck(transform(key))
    case .applyConditions: .applyConditions
    case .refreshDisplay(let key): .refreshDisplay(transform(key))
    case .showError(let key, let message): .showError(transform(key), message)
    case .removeError(let key): .removeError(transform(key))
    case .handToModel(let key): .handToModel(transform(key))
    case .emptyValue(let key): .emptyValue(transform(key))
    case .moveToNext: .moveToNext
    case .endForFocus(let key, let next, let keyboard):
      .endForFocus(transform(key), next: transform(next), keyboard: keyboard)
    case .beginField(let key): .beginField(transform(key))
    case .resignField(let key): .resignField(transform(key))
    case .focusFirstInvalidField: .focusFirstInvalidField
    case .announceSubmitSummary(let failures):
      .announceSubmitSummary(failures.map { $0.mapKey(transform) })
    case .silenceAnnouncements: .silenceAnnouncements
    case .restoreAnnouncements: .restoreAnnouncements
    }
  }
}

extension FormMachine.Event {
  /// The same event with every key replaced by `transform(key)`; `nil` when a key has no
  /// replacement (for a form: a key without a field, whose events change nothing).
  package func mapKeys<Other: Hashable & Sendable>(
    _ transform: (Key) -> Other?
  ) -> FormMachine<Other>.Event? {
    switch self {
    case .fieldAdded(let key, let isTextInput, let isActive, let errorMessage):
      transform(key).map {
        .fieldAdded($0, isTextInput: isTextInput, isActive: isActive, errorMessage: errorMessage)
      }
    case .fieldShowsError(let key, let message):
      transform(key).map { .fieldShowsError($0, message) }
    case .fieldBegan(let key): transform(key).map { .fieldBegan($0) }
    case .fieldValueChanged(let key): transform(key).map { .fieldValueChanged($0) }
    case .fieldEnded(let key): transform(key).map { .fieldEnded($0) }
    case .fieldEnablementChanged(let key, let isIncluded):
      transform(key).map { .fieldEnablementChanged($0, isIncluded: isIncluded) }
    case .fieldReturned(let key, let isActive):
      transform(key).map { .fieldReturned($0, isActive: isActive) }
    case .validated(let key, let validity, let isIncluded):
      transform(key).flatMap { slot in
        Self.mapKeys(of: validity, transform).map {
          .validated(slot, $0, isIncluded: isIncluded)
        }
      }
    case .foundExcluded(let key): transform(key).map { .foundExcluded($0) }
    case .displayDue(let key, let isIncluded):
      transform(key).map { .displayDue($0, isIncluded: isIncluded) }
    case .hiddenChanged(let key, let isHidden, let emptiesValue):
      transform(key).map { .hiddenChanged($0, isHidden: isHidden, emptiesValue: emptiesValue) }
    case .answerDropped: .answerDropped
    case .submitStarted: .submitStarted
    case .submitWaiting(let isWaiting): .submitWaiting(isWaiting)
    case .submitFailed(let failures):
      Self.mapKeys(of: .invalid(failures), transform).map { .submitFailed($0.failures) }
    case .focusRequested(let key, let isEnabled, let isActive):
      transform(key).map { .focusRequested($0, isEnabled: isEnabled, isActive: isActive) }
    case .nextRequested(let target, let isActive):
      Self.mapKeys(of: target, transform).map { .nextRequested($0, isActive: isActive) }
    case .previousRequested(let target, let isActive):
      Self.mapKeys(of: target, transform).map { .previousRequested($0, isActive: isActive) }
    case .activeFieldLeft(let key, let isStillActive):
      transform(key).map { .activeFieldLeft(for: $0, isStillActive: isStillActive) }
    case .endEditingRequested: .endEditingRequested
    case .focusesFirstInvalidFieldSet(let focuses): .focusesFirstInvalidFieldSet(focuses)
    case .invalidFieldFocused(let key, let isIncluded):
      transform(key).map { .invalidFieldFocused($0, isIncluded: isIncluded) }
    case .defaultTimingSet(let timing): .defaultTimingSet(timing)
    case .displayPolicySet(let policy): .displayPolicySet(policy)
    case .movesToNextOnReturnSet(let moves): .movesToNextOnReturnSet(moves)
    case .fieldTimingSet(let key, let timing): transform(key).map { .fieldTimingSet($0, timing) }
    case .fieldDisplayPolicySet(let key, let policy, let isIncluded):
      transform(key).map { .fieldDisplayPolicySet($0, policy, isIncluded: isIncluded) }
    case .restored(let fields, let activeKey, let submitCount):
      Self.mapKeys(of: activeKey, transform).flatMap { active in
        var mapped: [Other: FormMachine<Other>.FieldState] = [:]
        for (key, field) in fields {
          guard let other = transform(key) else { return nil }
          mapped[other] = field.mapKeys { transform($0) ?? other }
        }
        return .restored(fields: mapped, activeKey: active, submitCount: submitCount)
      }
    }
  }

  /// `key` mapped: `.some(nil)` for no key, `nil` when the key has no replacement.
  private static func mapKeys<Other>(of key: Key?, _ transform: (Key) -> Other?) -> Other?? {
    guard let key else { return .some(nil) }
    return transform(key).map { .some($0) }
  }

  /// `validity` mapped, or `nil` when a failure's key has no replacement.
  private static func mapKeys<Other: Hashable & Sendable>(
    of validity: Validity<Key>, _ transform: (Key) -> Other?
  ) -> Validity<Other>? {
    switch validity {
    case .unvalidated: return .unvalidated
    case .valid: return .valid
    case .invalid(let failures):
      var mapped: [ValidationFailure<Other>] = []
      mapped.reserveCapacity(failures.count)
      for failure in failures {
        guard let other = transform(failure.key) else { return nil }
        mapped.append(failure.mapKey { _ in other })
      }
      return .invalid(mapped)
    }
  }
}
