import FieldMachines
import FieldMachinesTesting

/// An entry field fed ``EntryStream``.
extension EntryFieldKind: BenchKind {
  typealias Stream = EntryStream

  static func benchField(delegate: BenchDelegate) -> EntryField {
    let field = EntryField(placeholder: "Name")
    field.delegate = delegate
    return field
  }
}
