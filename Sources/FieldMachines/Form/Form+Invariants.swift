extension Form {
  /// The form's invariants that do not hold now, one message each; empty when sound.
  ///
  /// At most one field is active and it is ``activeKey``; every field shows exactly the error
  /// the form recorded for it; that error is what the rules' last outcome and the display
  /// policy call for (unless the app set it directly); hidden fields are inactive and, like
  /// every field that does not count, unvalidated; and every field's machine is sound.
  package func invariantViolations() -> [String] {
    var violations: [String] = []
    let active = keys.filter { field($0)?.isActive == true }
    if active.count > 1 { violations.append("fields \(active) are active at once") }
    if activeKey != active.first {
      violations.append("activeKey is \(String(describing: activeKey)) but \(active) is active")
    }
    for key in keys {
      guard let adapter = statuses[key]?.adapter, let status = fieldState(of: key) else {
        continue
      }
      let field = adapter.field
      if field.errorMessage != status.displayedError {
        violations.append(
          "\(key) shows \(String(describing: field.errorMessage)) but the form recorded "
            + "\(String(describing: status.displayedError))")
      }
      if !status.isErrorExternal && status.displayedError != expectedError(key) {
        violations.append(
          "\(key) shows \(String(describing: status.displayedError)) but its rules and policy "
            + "call for \(String(describing: expectedError(key)))")
      }
      if status.isHidden && field.isActive { violations.append("hidden \(key) is active") }
      if !isIncluded(key) && status.validity != .unvalidated {
        violations.append("\(key) does not count but is \(keyed(status.validity))")
      }
      violations += adapter.invariantViolations().map { "\(key): \($0)" }
    }
    return violations
  }
}
