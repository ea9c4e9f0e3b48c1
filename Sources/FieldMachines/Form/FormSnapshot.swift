/// The whole state of a form, `Codable`: each field's value, focus position, picker row,
/// manual-entry draft, error and validation, plus the form's focus and submit count.
///
/// A snapshot holds state, not configuration: restore it into a form built the same way (same
/// keys, field kinds, rules, picker data and date limits) with ``Form/restore(_:)``.
/// Keys are stored by name (`String(describing:)`), so reordering the enum's cases does not
/// move values between fields.
public struct FormSnapshot: Sendable, Hashable, Codable {
  /// Every field, in `Key.allCases` order.
  public var fields: [FieldSnapshot]
  /// The name of the active field's key, or `nil`.
  public var activeKey: String?
  /// How many times the form was submitted.
  public var submitCount: Int

  /// Creates a snapshot.
  public init(fields: [FieldSnapshot], activeKey: String?, submitCount: Int) {
    self.fields = fields
    self.activeKey = activeKey
    self.submitCount = submitCount
  }

  /// The snapshot of the field whose key is named `name`.
  public func field(named name: String) -> FieldSnapshot? { fields.first { $0.key == name } }
}
