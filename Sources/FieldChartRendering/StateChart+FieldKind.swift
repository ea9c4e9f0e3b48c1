import FieldMachines

extension StateChart {
  /// The field kind whose machine this chart draws, or `nil` for a chart of something else
  /// (the form's): only a field kind's chart can be replayed on a real field by `simulate`,
  /// `paths` and `check`, and only its machine has a documentation page.
  public var fieldKind: FieldKind? { FieldKind(rawValue: name) }
}
