/// The catalogue of the kinds' vocabularies: a new kind adds its folder, its case in
/// ``FieldKind`` and its line to each switch here.
extension FieldKind {
  /// The kind's ``FieldVocabulary``.
  package var vocabulary: any ScriptedFieldVocabulary.Type {
    switch self {
    case .entry: EntryFieldVocabulary.self
    case .area: AreaFieldVocabulary.self
    case .picker: PickerFieldVocabulary.self
    case .date: DateFieldVocabulary.self
    }
  }

  /// The machine the kind's fields run (its ``vocabulary``'s `Machine`).
  package var machine: any ChartableMachine.Type { Self.machine(of: vocabulary) }

  /// `Vocabulary.Machine`, opened from the catalogue's existential.
  private static func machine<Vocabulary: ScriptedFieldVocabulary>(
    of _: Vocabulary.Type
  ) -> any ChartableMachine.Type { Vocabulary.Machine.self }

  /// Hands `visitor` the kind's ``vocabulary`` as a concrete type (see ``FieldKindVisitor``).
  /// Inlined into the caller's module, each arm names its vocabulary there, so the caller's
  /// generic code is specialised for every kind although no file of the caller's module names
  /// one.
  @inlinable
  package func withVocabulary<Visitor: FieldKindVisitor>(_ visitor: Visitor) -> Visitor.Result {
    switch self {
    case .entry: visitor.visit(EntryFieldVocabulary.self)
    case .area: visitor.visit(AreaFieldVocabulary.self)
    case .picker: visitor.visit(PickerFieldVocabulary.self)
    case .date: visitor.visit(DateFieldVocabulary.self)
    }
  }
}
