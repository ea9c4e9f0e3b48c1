import FieldMachines
import FieldMachinesTesting

/// An area field fed ``AreaStream``.
extension AreaFieldKind: BenchKind {
  typealias Stream = AreaStream

  static func benchField(delegate: BenchDelegate) -> AreaField {
    let field = AreaField(placeholder: "Notes")
    field.delegate = delegate
    return field
  }
}
