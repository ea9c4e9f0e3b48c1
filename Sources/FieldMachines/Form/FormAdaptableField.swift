/// A field a form can hold: the field makes its own ``FormFieldAdapter``, so the form casts to
/// no concrete kind. Each kind declares it on its class, in the file every use of the class
/// links (a statically linked program keeps the conformance; see `TextFieldAdapter`).
protocol FormAdaptableField: Field {
  /// A new adapter joining this field to a form.
  func makeFormAdapter() -> any FormFieldAdapter
  /// How a field of the kind can be open, as a ``FormSnapshot`` records it; `nil` for a kind
  /// whose fields are only closed or editing.
  static var openModes: (any FieldOpenMode.Type)? { get }
}

extension FormAdaptableField {
  /// None: the field is only closed or editing.
  static var openModes: (any FieldOpenMode.Type)? { nil }
}
