extension Form {
  /// The value of every field, keyed by `Key`; hidden and disabled fields follow
  /// ``conditionPolicy`` unless told.
  public func values(includeHidden: Bool? = nil, includeDisabled: Bool? = nil) -> [Key: FormValue] {
    let hidden = includeHidden ?? storedConditionPolicy.exportsHiddenValues
    let disabled = includeDisabled ?? storedConditionPolicy.exportsDisabledValues
    var result: [Key: FormValue] = [:]
    for key in keys {
      guard let status = statuses[key] else { continue }
      if fieldState(of: key)?.isHidden == true && !hidden { continue }
      if !status.adapter.field.isEnabled && !disabled { continue }
      result[key] = status.adapter.value
    }
    return result
  }

  /// The value of `key`, or `nil` when no field has that key.
  public func value(_ key: Key) -> FormValue? {
    observed()
    return statuses[key]?.adapter.value
  }

  /// Assigns values as the app would (no delegate is called and errors stay, as for any
  /// programmatic change); the form then reacts as to any change: conditions, dependent rules
  /// and fields that validate on change.
  ///
  /// All or nothing: if one value does not fit its field (another kind, a picker row out of
  /// range, a key without a field), nothing is assigned and the error lists every refused key.
  public func setValues(_ values: [Key: FormValue]) throws(FormValuesError<Key>) {
    var issues: [Key: FormValueIssue] = [:]
    for (key, value) in values {
      guard let adapter = statuses[key]?.adapter else {
        issues[key] = .noField
        continue
      }
      if let issue = adapter.issue(assigning: value) { issues[key] = issue }
    }
    guard issues.isEmpty else { throw FormValuesError(issues: issues) }
    batch {
      for key in keys {
        guard let value = values[key], let adapter = statuses[key]?.adapter else { continue }
        adapter.assign(value)
      }
    }
  }

  /// Assigns one value; see ``setValues(_:)``.
  public func setValue(_ value: FormValue, for key: Key) throws(FormValuesError<Key>) {
    try setValues([key: value])
  }
}
