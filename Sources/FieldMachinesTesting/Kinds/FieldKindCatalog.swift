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
    kind.withVocabulary(KindDescription())
  }

  /// The kind called `name` (such as `entry`), ignoring case; `nil` when there is none.
  public static func description(named name: String) -> (any FieldKindDescription.Type)? {
    let wanted = name.lowercased()
    return all.first { $0.name == wanted }
  }

  /// The description of the kind it is handed, when the kit catalogues the kind's machine.
  private struct KindDescription: FieldKindVisitor {
    func visit<Vocabulary>(_ vocabulary: Vocabulary.Type) -> (any FieldKindDescription.Type)? {
      guard let scripted = vocabulary as? any ScriptedFieldVocabulary.Type else { return nil }
      return description(of: scripted)
    }

    private func description<Scripted: ScriptedFieldVocabulary>(
      of vocabulary: Scripted.Type
    ) -> (any FieldKindDescription.Type)? {
      guard let machine = Scripted.Machine.self as? any CataloguedFieldMachine.Type else {
        return nil
      }
      return description(of: machine)
    }

    private func description<Machine: CataloguedFieldMachine>(
      of machine: Machine.Type
    ) -> any FieldKindDescription.Type { FieldKindOf<Machine>.self }
  }
}
