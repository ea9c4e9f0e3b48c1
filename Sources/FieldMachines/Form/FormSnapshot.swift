/// The whole state of a form, `Codable`: each field's value, focus position, picker row,
/// manual-entry draft, error and validation, plus the form's focus and submit count.
///
/// A snapshot holds state, not configuration: restore it into a form built the same way (same
/// keys, field kinds, rules, picker data and date limits) with ``Form/restore(_:)``.
/// Keys are stored by name (`String(describing:)`), so reordering the enum's cases does not
/// move values between fields.
///
/// A snapshot is a value to store and restore, not to read: encode it (`JSONEncoder`), decode
/// it, compare it. What it records is the form's own business and may grow between releases;
/// read a field's state from the field or the form.
public struct FormSnapshot: Sendable, Hashable, Codable {
  /// Every field, in `Key.allCases` order.
  package var fields: [FieldSnapshot]
  /// The name of the active field's key, or `nil`.
  package var activeKey: String?
  /// How many times the form was submitted.
  package var submitCount: Int

  /// Creates a snapshot.
  package init(fields: [FieldSnapshot], activeKey: String?, submitCount: Int) {
    self.fields = fields
    self.activeKey = activeKey
    self.submitCount = submitCount
  }

  /// The snapshot of the field whose key is named `name`.
  package func field(named name: String) -> FieldSnapshot? { fields.first { $0.key == name } }
}
