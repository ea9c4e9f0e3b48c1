import FieldMachines

/// The invariants every `Form` keeps, checked through its public API, for
/// property tests and fuzzers of any form.
///
/// ``violations(of:)`` holds after every step, whatever happened;
/// ``ruleMismatches(in:keys:)`` holds for the keys a validation just ran on. Both return one
/// message per broken invariant, empty when the form is sound; ``checkFormInvariants(_:after:)``
/// throws them for a property.
public enum FormInvariants {
  /// The invariants of `form` that do not hold now.
  ///
  /// - The form's own `invariantViolations()`: at most one field is active and it is
  ///   `activeKey`; every field shows the error the form recorded for it, and that error is what
  ///   the rules' last outcome and the display policy call for (unless the app set it); hidden
  ///   fields are inactive; every field's machine keeps its invariants.
  /// - The active field is a field of the form, active, shown and enabled; no disabled field is
  ///   active.
  /// - `displayedError(of:)` is the error the field shows.
  /// - A field that does not count (hidden, or disabled unless disabled fields validate) is
  ///   unvalidated and not validating; a hidden field is not focusable by navigation.
  /// - Exported values leave out hidden and disabled fields unless told to include them.
  public static func violations<Key>(of form: Form<Key>) -> [String] {
    var found = form.invariantViolations()
    if let active = form.activeKey {
      if let field = form.field(active) {
        if !field.isActive { found.append("activeKey \(active) is not active") }
        if form.isHidden(active) { found.append("activeKey \(active) is hidden") }
      } else {
        found.append("activeKey \(active) has no field")
      }
    }
    let exported = form.values(includeHidden: false, includeDisabled: false)
    for key in form.keys {
      guard let field = form.field(key) else { continue }
      if field.isActive && !field.isEnabled { found.append("disabled \(key) is active") }
      if form.displayedError(of: key) != field.errorMessage {
        found.append(
          "\(key) shows \(String(describing: field.errorMessage)) but the form says "
            + "\(String(describing: form.displayedError(of: key)))")
      }
      if !form.isIncluded(key) {
        if form.validity(of: key) != .unvalidated {
          found.append("\(key) does not count but is \(form.validity(of: key))")
        }
        if form.isValidating(key) { found.append("\(key) does not count but is validating") }
      }
      if (form.isHidden(key) || !field.isEnabled) && exported[key] != nil {
        found.append("hidden or disabled \(key) is exported")
      }
    }
    for key in [form.nextKey(after: form.activeKey), form.previousKey(before: form.activeKey)] {
      if let key, form.isHidden(key) { found.append("navigation moves to hidden \(key)") }
    }
    return found
  }

  /// The keys among `keys` whose validity is not what their rules say for the current values,
  /// with the form's messages; call it right after a validation of those keys.
  ///
  /// Keys that do not count or are waiting for an asynchronous rule are skipped, and nothing is
  /// compared while the form has a model (a model may adjust values and add failures): this
  /// check is exact for forms whose failures come from their synchronous rules alone.
  public static func ruleMismatches<Key>(in form: Form<Key>, keys: [Key]) -> [String] {
    guard form.model == nil, !keys.isEmpty else { return [] }
    let values = form.currentValues
    return keys.compactMap { key in
      guard form.isIncluded(key), !form.isValidating(key), let value = values[key] else {
        return nil
      }
      let context = RuleContext(key: key, value: value, text: values.text(key), values: values)
      let violations = form.rules(of: key).check(context)
      let expected: Validity<Key> =
        violations.isEmpty
        ? .valid : .invalid(violations.map { form.messages.failure(for: $0, key: key) })
      let actual = form.validity(of: key)
      guard actual != expected else { return nil }
      return "\(key) is \(actual) but its rules say \(expected)"
    }
  }
}
