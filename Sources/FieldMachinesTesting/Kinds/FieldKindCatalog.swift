import FieldMachines

/// The field kinds the testing kit and `fieldchart` know, one ``FieldKindDescription`` each: the
/// kinds of the library's catalogue (`FieldKind`) whose machines the kit catalogues
/// (``CataloguedFieldMachine``). It names no kind; a new kind joins it with its machine.
public enum FieldKindCatalog {
  /// Every kind the kit catalogues, in `FieldKind` order.
  public static var all: [any FieldKindDescription.Type] {
    FieldKind.allCases.compactMap(description(of:))
  }

  /// The description of `kind`: ``FieldKindOf`` of its machine, found through the library's
  /// catalogue; `nil` when the kit does not catalogue the kind's machine.
  public static func description(of kind: FieldKind) -> (any FieldKindDescription.Type)? {
    guard let machine = kind.machine as? any CataloguedFieldMachine.Type else { return nil }
    return kindOf(machine)
  }

  /// The kind called `name` (such as `entry`), ignoring case; `nil` when there is none.
  public static func description(named name: String) -> (any FieldKindDescription.Type)? {
    let wanted = name.lowercased()
    return all.first { $0.name == wanted }
  }

  /// ``FieldKindOf`` of `machine`, opened from an existential.
  private static func kindOf<Machine: CataloguedFieldMachine>(
    _ machine: Machine.Type
  ) -> any FieldKindDescription.Type { FieldKindOf<Machine>.self }
}
