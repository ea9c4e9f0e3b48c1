import FieldMachines

/// What `simulate` prints about a field after a step.
struct FieldSnapshot {
  /// Whether the field is editing or open.
  var isActive: Bool
  /// Whether a wheel is open; `nil` for text fields, which have none.
  var isOpen: Bool?
  /// The error message shown, or `nil`.
  var error: String?
  /// The field's `text`.
  var value: String?
  /// A picker's value as a form reads it (its row and text); `nil` for other kinds. Printed by
  /// ``FieldMachines/FormValue/description`` in place of ``value``, and as a `choice` object in
  /// JSON.
  var choice: FormValue? = nil
  /// The field's height in points.
  var height: Double
  /// Further values of this kind of field, such as a picker's index, in display order.
  var details: [(name: String, value: String)] = []
}
