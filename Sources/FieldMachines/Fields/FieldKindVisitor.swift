/// Work done with one kind's vocabulary, written once for every kind: ``FieldKind/withVocabulary(_:)``
/// hands it the kind's vocabulary as a concrete type.
///
/// The vocabulary comes unconstrained (so the catalogue's switch can be inlined without making
/// the vocabulary protocols and all their members usable from inlinable code); the visitor
/// casts it to ``ScriptedFieldVocabulary`` and opens it. Inlined into the visitor's module, each
/// arm of the switch names a concrete vocabulary there, the optimiser folds the cast, and the
/// work is specialised for every kind although the visitor's module names none.
@usableFromInline package protocol FieldKindVisitor {
  /// What the work returns.
  associatedtype Result
  /// Does the work with `vocabulary`, a ``ScriptedFieldVocabulary`` type.
  func visit<Vocabulary>(_ vocabulary: Vocabulary.Type) -> Result
}
