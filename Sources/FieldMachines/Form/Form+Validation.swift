extension Form {
  /// The outcome of the last validation of `key`; ``Validity/unvalidated`` while an
  /// asynchronous rule has not answered for the current value, or for a field that does not
  /// count (hidden, or disabled under ``ConditionPolicy/validatesDisabledFields``).
  public func validity(of key: Key) -> Validity<Key> {
    observed()
    return statuses[key]?.validity ?? .unvalidated
  }

  /// Whether `key` is waiting out a debounce or running an asynchronous check.
  public func isValidating(_ key: Key) -> Bool {
    observed()
    return statuses[key]?.async.isPending ?? false
  }

  /// Whether any field is validating.
  public var isValidating: Bool { keys.contains { isValidating($0) } }

  /// The error `key` shows, as the form put it there (or as the app set it directly).
  public func displayedError(of key: Key) -> String? {
    observed()
    return statuses[key]?.displayedError
  }

  /// Whether the user has left `key` at least once (a text field ended editing, a picker or
  /// date field closed): "touched".
  public func hasBeenLeft(_ key: Key) -> Bool {
    observed()
    return statuses[key]?.hasBeenLeft ?? false
  }

  /// The whole form's validity from each counted field's last validation: invalid with every
  /// failure if one field is invalid, unvalidated if one is not validated yet, valid otherwise.
  public var validity: Validity<Key> {
    var failures: [ValidationFailure<Key>] = []
    var isComplete = true
    for key in keys where isIncluded(key) {
      switch validity(of: key) {
      case .valid: break
      case .unvalidated: isComplete = false
      case .invalid(let found): failures += found
      }
    }
    if !failures.isEmpty { return .invalid(failures) }
    return isComplete ? .valid : .unvalidated
  }

  /// Validates `key` now, whatever its timing; asynchronous rules start at once.
  @discardableResult
  public func validate(_ key: Key) -> Validity<Key> {
    batch { validate(key, trigger: .demand) }
    return validity(of: key)
  }

  /// Validates every counted field now; asynchronous rules start at once (await ``settle()``
  /// for their answers). Errors are shown as each field's policy allows.
  @discardableResult
  public func validate() -> Validity<Key> {
    batch {
      // Every rule sees the values of every field: compute them once, not once per field.
      // Fields report each transition at once, which keeps the copy current (see
      // `fieldDidTransition`), should a model or a rule change a value meanwhile.
      valuesCache = currentValues
      defer { valuesCache = nil }
      for key in keys { validate(key, trigger: .demand) }
    }
    return validity
  }

  /// Whether `key` counts for validation: it has a field, is not hidden, and is enabled (or
  /// ``ConditionPolicy/validatesDisabledFields`` is on).
  public func isIncluded(_ key: Key) -> Bool {
    guard let status = statuses[key], !status.isHidden else { return false }
    return status.adapter.field.isEnabled || conditionPolicy.validatesDisabledFields
  }

  /// The current values and texts of every field, for rules and conditions.
  public var currentValues: FormValues<Key> {
    if let valuesCache { return valuesCache }
    var values = FormValues<Key>()
    for key in keys {
      guard let adapter = statuses[key]?.adapter else { continue }
      values.values[key] = adapter.value
      values.texts[key] = adapter.text
    }
    return values
  }

  /// Runs the rules of `key`, then the model, then (if both pass) the asynchronous rules.
  func validate(_ key: Key, trigger: ValidationTrigger) {
    guard let status = statuses[key] else { return }
    guard isIncluded(key) else {
      inclusionDidChange(key)
      return
    }
    var value = status.adapter.value
    let context = RuleContext(
      key: key, value: value, text: status.adapter.text, values: currentValues)
    var violations = status.rules.check(context)
    if violations.isEmpty, let model {
      do throws(ModelValidationError) {
        try model.validateValue(&value, forKey: key)
      } catch {
        violations.append(error.violation)
      }
    }
    guard violations.isEmpty else {
      updateAsync(key) { $0.cancel() }
      setValidity(.invalid(violations.map { messages.failure(for: $0, key: key) }), of: key)
      return
    }
    statuses[key]?.modelCandidate = value
    guard !status.asyncRules.isEmpty else {
      setValidity(.valid, of: key)
      return
    }
    let debounce = trigger.isDebounced ? status.asyncRules.map(\.debounce).max() : nil
    let now = clock.now
    let original = status.adapter.value
    updateAsync(key) { $0.request(original, now: now, debounce: debounce) }
    if statuses[key]?.async.isPending == true {
      setValidity(.unvalidated, of: key)
    }
  }

  /// Records a validation outcome of `key` (replacing an error the app set directly), shows or
  /// hides its error by policy, and hands a valid value to the model.
  func setValidity(_ validity: Validity<Key>, of key: Key) {
    statuses[key]?.validity = validity
    statuses[key]?.isErrorExternal = false
    statuses[key]?.isErrorDismissed = false
    refreshDisplay(key)
    guard validity == .valid, let model, let candidate = statuses[key]?.modelCandidate,
      statuses[key]?.modelValue != candidate
    else { return }
    statuses[key]?.modelValue = candidate
    model.setValue(candidate, forKey: key)
  }

  /// Whether the policy of `key` lets a computed error show now.
  func policyAllowsError(_ key: Key) -> Bool {
    switch displayPolicy(of: key) {
    case .immediately: true
    case .afterFirstLeave: hasBeenLeft(key) || submitCount > 0
    case .afterSubmit: submitCount > 0
    }
  }

  /// The error `key` should show by the rules and the policy: the first failure's message,
  /// unless the field does not count, the policy holds it back, or the field dismissed it.
  func expectedError(_ key: Key) -> String? {
    guard let status = statuses[key], isIncluded(key), policyAllowsError(key),
      !status.isErrorDismissed
    else { return nil }
    return status.validity.firstMessage
  }

  /// Makes the error of `key` match ``expectedError(_:)``, through the field's own
  /// `setError(withText:)` and `removeErrorUI()`; an error the app set directly stays until the
  /// field's next validation.
  func refreshDisplay(_ key: Key) {
    guard let status = statuses[key], !status.isErrorExternal else { return }
    let expected = expectedError(key)
    guard expected != status.displayedError else { return }
    statuses[key]?.displayedError = expected
    if let expected {
      status.adapter.field.setError(withText: expected)
    } else {
      status.adapter.field.removeErrorUI()
    }
  }
}
