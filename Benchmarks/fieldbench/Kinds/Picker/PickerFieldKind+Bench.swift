import FieldMachines
import FieldMachinesTesting

/// A picker field fed ``PickerStream``.
extension PickerFieldKind: BenchKind {
  typealias Stream = PickerStream

  static func benchField(delegate: BenchDelegate) -> PickerField {
    let field = PickerField(placeholder: "Colour")
    field.delegate = delegate
    return field
  }
}
