import FieldMachines
import FieldMachinesTesting

/// A date field with a fixed clock fed ``DateStream``.
extension DateFieldKind: BenchKind {
  typealias Stream = DateStream

  static func benchField(delegate: BenchDelegate) -> DateField {
    let field = DateField(placeholder: "Birthday", now: { DateStream.reference })
    field.delegate = delegate
    return field
  }
}
