extension Form {
  /// Hides `key` while `condition` holds (replacing any hide condition of `key`); `nil` shows
  /// it for good. A hidden field is ended if active, skipped by navigation and layout, not
  /// validated, and its error is removed; when shown again it starts unvalidated and untouched.
  public func hide(_ key: Key, when condition: Condition<Key>?) {
    hiddenConditions[key] = condition
    updateConditionKeys(key)
    if condition == nil { batch { setHidden(key, false) } }
    batch { applyConditions() }
  }

  /// Disables `key` while `condition` holds (replacing any disable condition of `key`); `nil`
  /// leaves `isEnabled` to the app again. The form then owns the field's `isEnabled`.
  public func disable(_ key: Key, when condition: Condition<Key>?) {
    disabledConditions[key] = condition
    updateConditionKeys(key)
    batch { applyConditions() }
  }

  /// Whether `key` is hidden by its condition.
  public func isHidden(_ key: Key) -> Bool {
    observed()
    return fieldState(of: key)?.isHidden ?? false
  }

  /// Evaluates every condition again, reading every field's value and text afresh. The form
  /// does this itself after each value change; call it when a condition reads something
  /// outside the form.
  func reevaluateConditions() {
    valuesCache = nil
    valuesGeneration &+= 1
    batch { applyConditions() }
  }

  /// Applies the conditions until nothing changes (emptying a hidden field's value may change
  /// another condition).
  ///
  /// Each pass evaluates the conditions in key order against the live values, so a condition
  /// sees what the conditions before it in the pass changed: a chain of conditions that read
  /// earlier fields settles in one pass, and a second finds nothing to do. A condition that
  /// reads a later field may need another pass; there are at most as many passes as
  /// conditions. One value change costs one evaluation of each condition (usually two), never
  /// a pass over every field.
  func applyConditions(unlessSettled: Bool = false) {
    guard !conditionKeys.isEmpty else { return }
    guard !unlessSettled || conditionsGeneration != valuesGeneration else { return }
    defer { conditionsGeneration = valuesGeneration }
    for _ in 0...conditionKeys.count {
      var changed = false
      for key in conditionKeys {
        // One lookup of the key's slot reaches both its status and its state in the machine.
        guard let slot = statuses.slot(of: key) else { continue }
        let status = statuses[slot: slot]
        if let condition = hiddenConditions[key] {
          let hidden = condition.evaluate(liveValues)
          if hidden != machine.state.fields[FormSlot(slot)]?.isHidden {
            setHidden(key, hidden)
            changed = true
          }
        }
        if let condition = disabledConditions[key] {
          let field = status.adapter.field
          let enabled = !condition.evaluate(liveValues)
          if enabled != field.isEnabled {
            field.isEnabled = enabled
            changed = true
          }
        }
      }
      if !changed { return }
    }
  }

  /// Keeps ``conditionKeys`` in key order after `key`'s conditions changed.
  private func updateConditionKeys(_ key: Key) {
    let hasCondition = hiddenConditions[key] != nil || disabledConditions[key] != nil
    let low = insertionIndex(ofPosition: position(of: key), in: conditionKeys)
    let isListed = low < conditionKeys.count && conditionKeys[low] == key
    if hasCondition && !isListed { conditionKeys.insert(key, at: low) }
    if !hasCondition && isListed { conditionKeys.remove(at: low) }
  }

  private func setHidden(_ key: Key, _ hidden: Bool) {
    guard statuses[key] != nil else { return }
    send(
      .hiddenChanged(key, isHidden: hidden, emptiesValue: !storedConditionPolicy.keepsHiddenValues))
  }
}
