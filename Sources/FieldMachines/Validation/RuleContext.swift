/// What a rule sees when it checks one field: the field's key, value and text, and every other
/// field's value for cross-field rules.
///
/// The text is the user's, scalar for scalar: never trimmed or normalised.
public struct RuleContext<Key: FormKey>: Sendable {
  /// The field being checked.
  public var key: Key
  /// Its value.
  public var value: FormValue
  /// Its text as shown; `""` when empty.
  public var text: String
  /// Every registered field's value and text, for rules such as ``ValidationRule/equal(to:message:)``.
  public var values: FormValues<Key>
  /// ``text``'s length in `Character`s when the form already knows it (a text field keeps it
  /// with its text), so length rules do not count a long text on every keystroke.
  var knownCharacterCount: Int?

  /// Creates a context.
  package init(key: Key, value: FormValue, text: String, values: FormValues<Key>) {
    self.key = key
    self.value = value
    self.text = text
    self.values = values
  }

  /// ``text``'s length in `Character`s, as the length rules count it.
  package var characterCount: Int { knownCharacterCount ?? text.count }

  /// Whether the value holds nothing at all: `""` text, no pick, no date. Every built-in rule
  /// except ``ValidationRule/required(message:)`` passes such a value; whitespace-only text is
  /// *not* unset, so those rules check it as typed (see ``ValidationRule``).
  package var isUnset: Bool { value.isUnset }

  /// Whether the value is empty; every built-in rule except ``ValidationRule/required(message:)``
  /// passes an empty value, so optional fields need no special case.
  package var isEmpty: Bool { value.isEmpty }
}
