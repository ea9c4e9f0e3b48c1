/// What a rule sees when it checks one field: the field's key, value and text, and every other
/// field's value for cross-field rules.
public struct RuleContext<Key: FormKey>: Sendable, Hashable {
  /// The field being checked.
  public var key: Key
  /// Its value.
  public var value: FormValue
  /// Its text as shown; `""` when empty.
  public var text: String
  /// Every registered field's value and text, for rules such as ``ValidationRule/equal(to:message:)``.
  public var values: FormValues<Key>

  /// Creates a context.
  public init(key: Key, value: FormValue, text: String, values: FormValues<Key>) {
    self.key = key
    self.value = value
    self.text = text
    self.values = values
  }

  /// Whether the value is empty; every built-in rule except ``ValidationRule/required(message:)``
  /// passes an empty value, so optional fields need no special case.
  public var isEmpty: Bool { value.isEmpty }
}
