/// Why a form could not be built.
public enum FormSetupError<Key: FormKey>: Error, Sendable, Hashable {
  /// The field under this key is of a type the form has no adapter for.
  case unsupportedField(Key)
  /// The same field object was given for the first key and, before it, for `alreadyUnder`: a
  /// field holds one value, so it cannot be two keys' field.
  case duplicateField(Key, alreadyUnder: Key)
}
