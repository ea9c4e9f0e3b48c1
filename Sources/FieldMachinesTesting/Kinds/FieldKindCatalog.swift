import FieldMachines

/// The field kinds the testing kit and `fieldchart` know, one ``FieldKindDescription`` each.
public enum FieldKindCatalog {
  /// Every kind, in `FieldKind` order.
  public static var all: [any FieldKindDescription.Type] {
    FieldKind.allCases.map(description(of:))
  }

  /// The description of `kind`.
  public static func description(of kind: FieldKind) -> any FieldKindDescription.Type {
    switch kind {
    case .entry: EntryFieldKind.self
    case .area: AreaFieldKind.self
    case .picker: PickerFieldKind.self
    case .date: DateFieldKind.self
    }
  }

  /// The kind called `name` (such as `entry`), ignoring case; `nil` when there is none.
  public static func description(named name: String) -> (any FieldKindDescription.Type)? {
    let wanted = name.lowercased()
    return all.first { $0.name == wanted }
  }
}
