extension Form {
  /// Hides `key` while `condition` holds (replacing any hide condition of `key`); `nil` shows
  /// it for good. A hidden field is ended if active, skipped by navigation and layout, not
  /// validated, and its error is removed; when shown again it starts unvalidated and untouched.
  public func hide(_ key: Key, when condition: Condition<Key>?) {
    hiddenConditions[key] = condition
    if condition == nil { batch { setHidden(key, false) } }
    reevaluateConditions()
  }

  /// Disables `key` while `condition` holds (replacing any disable condition of `key`); `nil`
  /// leaves `isEnabled` to the app again. The form then owns the field's `isEnabled`.
  public func disable(_ key: Key, when condition: Condition<Key>?) {
    disabledConditions[key] = condition
    reevaluateConditions()
  }

  /// Whether `key` is hidden by its condition.
  public func isHidden(_ key: Key) -> Bool {
    observed()
    return statuses[key]?.isHidden ?? false
  }

  /// Evaluates every condition again. The form does this itself after each value change; call
  /// it when a condition reads something outside the form.
  public func reevaluateConditions() {
    batch { applyConditions() }
  }

  /// Applies the conditions until nothing changes (emptying a hidden field's value may change
  /// another condition), for at most one round per key.
  func applyConditions() {
    guard !hiddenConditions.isEmpty || !disabledConditions.isEmpty else { return }
    for _ in 0...Key.allCases.count {
      let values = currentValues
      var changed = false
      for key in keys {
        if let condition = hiddenConditions[key] {
          let hidden = condition.evaluate(values)
          if hidden != isHidden(key) {
            setHidden(key, hidden)
            changed = true
          }
        }
        if let condition = disabledConditions[key], let field = field(key) {
          let enabled = !condition.evaluate(values)
          if enabled != field.isEnabled {
            field.isEnabled = enabled
            changed = true
          }
        }
      }
      if !changed { return }
    }
  }

  private func setHidden(_ key: Key, _ hidden: Bool) {
    guard let adapter = statuses[key]?.adapter, statuses[key]?.isHidden != hidden else { return }
    statuses[key]?.isHidden = hidden
    statuses[key]?.hasBeenLeft = false
    statuses[key]?.isErrorDismissed = false
    guard hidden else { return }
    if adapter.field.isActive {
      adapter.field.resignFirstResponder()
      if adapter.field.isActive { adapter.forceEnd() }
    }
    inclusionDidChange(key)
    if !conditionPolicy.keepsHiddenValues { adapter.assign(emptyValue(of: adapter)) }
  }

  private func emptyValue(of adapter: any FormFieldAdapter) -> FormValue {
    switch adapter.value {
    case .text: .text("")
    case .choice: .choice(.none)
    case .date: .date(nil)
    }
  }
}
