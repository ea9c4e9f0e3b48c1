extension Form {
  /// The field ``next()`` moves to from `key` (or from the top for `nil`), in `Key.allCases`
  /// order: hidden fields are skipped, disabled ones skipped or stopped at by
  /// ``navigationOptions``; `nil` when there is none. Costs a binary search plus one look per
  /// field skipped, whatever the form's size.
  public func nextKey(after key: Key?) -> Key? {
    observed()
    let start = key.flatMap { orderIndex(of: $0) }.map { $0 + 1 } ?? 0
    return firstTarget(in: orderedKeys[start...])
  }

  /// The field ``previous()`` moves to from `key` (or from the bottom for `nil`).
  public func previousKey(before key: Key?) -> Key? {
    observed()
    let end = key.flatMap { orderIndex(of: $0) } ?? orderedKeys.count
    return firstTarget(in: orderedKeys[..<end].reversed())
  }

  /// Moves focus to the next field and returns its key; on the last field it ends editing and
  /// returns `nil` (the Done key). Called from a delegate or an observer while the form handles
  /// another event, the move is queued until that event completes, and returns `nil`.
  @discardableResult
  public func next() -> Key? {
    moveFocus(forward: true)
  }

  /// Moves focus to the previous field and returns its key; on the first it ends editing.
  /// Queued like ``next()`` when called from a delegate or an observer during another event.
  @discardableResult
  public func previous() -> Key? {
    moveFocus(forward: false)
  }

  /// The return key `key` shows: next when ``nextKey(after:)`` finds a field, done otherwise.
  public func returnKeyType(for key: Key) -> ReturnKeyType {
    nextKey(after: key) == nil ? .done : .next
  }

  /// ``next()`` when `forward`, else ``previous()``: hands the machine the request to move to
  /// the field found from the active one; returns that field's key once it is active, else
  /// `nil` (no field to move to: editing ended, or the move was queued).
  private func moveFocus(forward: Bool) -> Key? {
    guard !runner.isCallingOut else {
      runner.enqueue { _ = self.moveFocus(forward: forward) }
      return nil
    }
    let target = forward ? nextKey(after: activeKey) : previousKey(before: activeKey)
    let isActive = isFieldActive(target)
    return batch {
      send(
        forward
          ? .nextRequested(target, isActive: isActive)
          : .previousRequested(target, isActive: isActive))
      return isFieldActive(target) ? target : nil
    }
  }

  /// Whether `key`'s field is active; `false` for `nil`.
  private func isFieldActive(_ key: Key?) -> Bool {
    key.flatMap { statuses[$0]?.adapter.field.isActive } == true
  }

  private func firstTarget<Keys: Sequence<Key>>(in candidates: Keys) -> Key? {
    for key in candidates {
      guard let status = statuses[key], fieldState(of: key)?.isHidden == false else {
        continue
      }
      if storedNavigationOptions.contains(.skipsPickerAndDateFields) && !status.adapter.isTextInput
      {
        continue
      }
      if !status.adapter.field.isEnabled {
        if storedNavigationOptions.contains(.stopsAtDisabledFields) { return nil }
        continue
      }
      return key
    }
    return nil
  }
}
