import FieldMachines

/// A change of a setting a field keeps outside its machine, such as `placeholder = "Name"`,
/// `unit = "kg"` or an area's `maximumLineCount = 3`: the part of a field action
/// (``FieldGeneratorsOf/Action``) that no machine event carries. It changes what the field
/// shows (its title, heights, symbols), never how its machine steps.
///
/// The settings and their mix are the kind's, declared once in the library; a field of another
/// kind ignores a setting it does not have. Read ``description`` for what it sets, such as
/// `unit(Optional("kg"))`.
public struct FieldSetting: Sendable, Hashable, CustomStringConvertible {
  /// The change, as the kind's vocabulary declares it.
  package let change: any FieldSettingChange

  /// Wraps `change`.
  package init(_ change: any FieldSettingChange) {
    self.change = change
  }

  /// The setting and its value, such as `optional(true)`.
  public var description: String { String(describing: change) }

  /// Sets the setting on `field`.
  public func apply(to field: any Field) {
    change.apply(to: field)
  }

  /// The change as a `Value`, if it is one: a common setting (`CommonFieldSetting`) or a
  /// kind's own (such as `AreaFieldVocabulary.Setting`).
  package func value<Value: FieldSettingChange>(as type: Value.Type) -> Value? {
    change as? Value
  }

  /// Whether the two set the same setting to the same value.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    AnyHashable(lhs.change) == AnyHashable(rhs.change)
  }

  /// Hashes the change.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(AnyHashable(change))
  }
}
