extension Form {
  /// Sets the rules of `key`, replacing any; `timing` overrides ``defaultTiming`` for the field.
  /// The field's validity is not recomputed until its next validation.
  public func setRules(_ rules: RuleSet<Key>, for key: Key, timing: ValidationTiming? = nil) {
    if let slot = statuses.slot(of: key) {
      let (rules, values) = shared(rules)
      statuses.setRules(rules, values: values, in: slot)
    }
    ruleDependents = nil
    if let timing { send(.fieldTimingSet(key, timing)) }
  }

  /// Sets the asynchronous rules of `key`, replacing any; they run after its rules pass.
  public func setAsyncRules(_ rules: [AsyncRule], for key: Key) {
    if let slot = statuses.slot(of: key) {
      statuses.changeAsyncState(in: slot) { $0.asyncRules = rules }
    }
    batch { updateAsync(key) { $0.reset() } }
  }

  /// Sets when `key` validates; `nil` follows ``defaultTiming``.
  package func setTiming(_ timing: ValidationTiming?, for key: Key) {
    send(.fieldTimingSet(key, timing))
  }

  /// Sets when the errors of `key` are shown; `nil` follows ``displayPolicy``.
  public func setDisplayPolicy(_ policy: ErrorDisplayPolicy?, for key: Key) {
    batch { send(.fieldDisplayPolicySet(key, policy, isIncluded: isIncluded(key))) }
  }

  /// The keys whose rules depend on `key`, in key order; the index is built once per change of
  /// rules, so a value change finds its dependents without a pass over every field.
  func dependents(of key: Key) -> [Key] {
    if let ruleDependents { return ruleDependents[key] ?? [] }
    var index: [Key: [Key]] = [:]
    for dependent in orderedKeys {
      guard let slot = statuses.slot(of: dependent) else { continue }
      let rules = statuses.rules(in: slot)
      guard !rules.isEmpty else { continue }
      for source in rules.dependencies { index[source, default: []].append(dependent) }
    }
    ruleDependents = index
    return index[key] ?? []
  }

  /// `rules`, or an equal set of built-in rules the form keeps already: fields given equal
  /// sets of values (`[.required(), .maxLength(40)]` written out for each) share one copy.
  /// The form remembers at most 64 sets, forgetting them all when it would remember more.
  /// Returned with the set's rules as values, when they are (see ``RuleSet``'s `values`),
  /// shared alike.
  private func shared(_ rules: RuleSet<Key>) -> (RuleSet<Key>, [RuleValue]?) {
    guard let values = rules.values else { return (rules, nil) }
    if let index = sharedRuleSets.index(forKey: values) {
      return (sharedRuleSets.values[index], sharedRuleSets.keys[index])
    }
    if sharedRuleSets.count >= 64 { sharedRuleSets.removeAll() }
    sharedRuleSets[values] = rules
    return (rules, values)
  }

  /// The rules of `key`.
  package func rules(of key: Key) -> RuleSet<Key> {
    statuses.slot(of: key).map { statuses.rules(in: $0) } ?? []
  }

  /// When `key` validates.
  package func timing(of key: Key) -> ValidationTiming {
    formSlot(of: key).map { machine.state.timing(of: $0) } ?? machine.state.defaultTiming
  }

  /// When the errors of `key` are shown.
  package func displayPolicy(of key: Key) -> ErrorDisplayPolicy {
    formSlot(of: key).map { machine.state.displayPolicy(of: $0) } ?? machine.state.displayPolicy
  }
}
