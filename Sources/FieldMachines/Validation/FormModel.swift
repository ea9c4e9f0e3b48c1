/// A model behind a form, in the spirit of Core Data's `validateValue(_:forKey:)`: it has the
/// last word on each value and receives only values that passed every rule.
///
/// After a field's rules pass, the form calls ``validateValue(_:forKey:)``; a thrown
/// ``RuleViolation`` becomes a failure like any rule's (use ``RuleID/model`` or your own id). When the field is valid, the form
/// calls ``setValue(_:forKey:)`` with the value, as the model adjusted it. Both calls happen
/// synchronously, wherever the form is used, keyed by the form's `Key`; a main-actor model
/// adopts the protocol with an isolated conformance (`extension Account: @MainActor FormModel`).
public protocol FormModel<Key>: AnyObject {
  /// The form's key type.
  associatedtype Key: FormKey

  /// Checks `value` for `key`, and may adjust it (trim, normalise) before it is stored.
  func validateValue(_ value: inout FormValue, forKey key: Key) throws(RuleViolation)

  /// Stores a value that passed every rule of `key`.
  func setValue(_ value: FormValue, forKey key: Key)
}

extension FormModel {
  /// Accepts every value unchanged.
  public func validateValue(
    _ value: inout FormValue, forKey key: Key
  )
    throws(RuleViolation)
  {}
}
