extension Form {
  /// Makes `key` the active field: the active one is ended first (a picker or date field
  /// commits), then `key` is asked to begin. Returns whether `key` is active.
  ///
  /// Fails, changing nothing, for a hidden, disabled or unknown key, and when the active text
  /// field's should-end delegate refuses; fails after ending the previous field when `key`'s
  /// should-begin delegate refuses.
  @discardableResult
  public func focus(_ key: Key) -> Bool {
    batch {
      guard let target = statuses[key]?.adapter, statuses[key]?.isHidden == false,
        target.field.isEnabled
      else { return false }
      if target.field.isActive { return true }
      if let current = activeKey.flatMap({ statuses[$0]?.adapter }), current.field.isActive {
        if !current.isTextInput && target.isTextInput {
          current.closeForKeyboard()
        } else {
          current.field.resignFirstResponder()
        }
        if current.field.isActive { return false }
      }
      return target.field.becomeFirstResponder()
    }
  }

  /// Ends editing: the active field resigns (a picker or date field commits and closes).
  /// Returns whether no field is active; a text field's should-end delegate may refuse.
  @discardableResult
  public func endEditing() -> Bool {
    batch {
      guard let current = activeKey.flatMap({ statuses[$0]?.adapter }) else { return true }
      current.field.resignFirstResponder()
      return !current.field.isActive
    }
  }
}
