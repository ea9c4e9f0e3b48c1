/// What a form hands a field's model, in the heap: most forms have no model and most fields no
/// asynchronous rule, so a field's status stores this box only once a value waits for the
/// model, instead of two optional values (about 80 bytes) in every field's status.
final class ModelHandOff {
  /// The value as the model adjusted it, waiting for the asynchronous rules.
  var candidate: FormValue?
  /// The value last handed to the model.
  var handed: FormValue?

  /// An empty hand-off.
  init() {}
}
