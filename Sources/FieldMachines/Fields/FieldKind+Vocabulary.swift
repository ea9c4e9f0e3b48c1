/// The catalogue of the kinds' vocabularies: a new kind adds its folder, its case in
/// ``FieldKind`` and its one arm to ``FieldKind/withVocabulary(_:)``; everything else about a
/// kind is read from its vocabulary through that arm.
extension FieldKind {
  /// The kind's ``FieldVocabulary``, read from its arm of ``withVocabulary(_:)``; `nil` only if
  /// that arm names a type that is no ``ScriptedFieldVocabulary`` (the catalogue's tests fail
  /// then), and a kind without one is catalogued nowhere.
  package var vocabulary: (any ScriptedFieldVocabulary.Type)? {
    withVocabulary(VocabularyLookup())
  }

  /// The machine the kind's fields run (its ``vocabulary``'s `Machine`).
  package var machine: (any ChartableMachine.Type)? {
    vocabulary.map { Self.machine(of: $0) }
  }

  /// `Vocabulary.Machine`, opened from the catalogue's existential.
  private static func machine<Vocabulary: ScriptedFieldVocabulary>(
    of _: Vocabulary.Type
  ) -> any ChartableMachine.Type { Vocabulary.Machine.self }

  /// Hands `visitor` the kind's vocabulary as a concrete type (see ``FieldKindVisitor``): the
  /// catalogue, one arm per kind. Inlined into the caller's module, each arm names its
  /// vocabulary there, so the caller's generic code is specialised for every kind although no
  /// file of the caller's module names one.
  @inlinable
  package func withVocabulary<Visitor: FieldKindVisitor>(_ visitor: Visitor) -> Visitor.Result {
    switch self {
    case .entry: visitor.visit(EntryFieldVocabulary.self)
    case .area: visitor.visit(AreaFieldVocabulary.self)
    case .picker: visitor.visit(PickerFieldVocabulary.self)
    case .date: visitor.visit(DateFieldVocabulary.self)
    }
  }

  /// The vocabulary it is handed, as the catalogue's existential.
  private struct VocabularyLookup: FieldKindVisitor {
    func visit<Vocabulary>(_ vocabulary: Vocabulary.Type) -> (any ScriptedFieldVocabulary.Type)? {
      vocabulary as? any ScriptedFieldVocabulary.Type
    }
  }
}
