/// Why a form could not be built.
public enum FormSetupError<Key: FormKey>: Error, Sendable, Hashable {
  /// The field under this key is of a type the form has no adapter for.
  case unsupportedField(Key)
}
