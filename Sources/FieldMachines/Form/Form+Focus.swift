extension Form {
  /// Makes `key` the active field: the active one is ended first (a picker or date field
  /// commits), then `key` is asked to begin. Returns whether `key` is active.
  ///
  /// Fails, changing nothing, for a hidden, disabled or unknown key, and when the active text
  /// field's should-end delegate refuses; fails after ending the previous field when `key`'s
  /// should-begin delegate refuses.
  ///
  /// Called from a delegate or an observer while the form handles another event, the call is
  /// queued until that event completes and returns whether `key` is active now.
  @discardableResult
  public func focus(_ key: Key) -> Bool {
    guard !runner.isCallingOut else {
      runner.enqueue { self.focus(key) }
      return activeKey == key
    }
    return moveFocus(to: key)
  }

  /// ``focus(_:)`` as part of the current event: the form's own calls never queue.
  func moveFocus(to key: Key) -> Bool {
    batch {
      let target = statuses[key]?.adapter.field
      send(
        .focusRequested(
          key, isEnabled: target?.isEnabled == true, isActive: target?.isActive == true))
      return target?.isActive == true
    }
  }

  /// Ends editing: the active field resigns (a picker or date field commits and closes).
  /// Returns whether no field is active; a text field's should-end delegate may refuse.
  ///
  /// Called from a delegate or an observer while the form handles another event, the call is
  /// queued until that event completes and returns whether no field is active now.
  @discardableResult
  public func endEditing() -> Bool {
    guard !runner.isCallingOut else {
      runner.enqueue { self.endEditing() }
      return activeKey == nil
    }
    return batch {
      let current = activeKey.flatMap { statuses[$0]?.adapter.field }
      send(.endEditingRequested)
      return current?.isActive != true
    }
  }
}
