extension FieldKind {
  /// The kind's ``FieldOpenMode``, read from its field object (``FormAdaptableField``); `nil`
  /// for a kind whose fields are only closed or editing.
  var openModes: (any FieldOpenMode.Type)? {
    guard let vocabulary else { return nil }
    return (Self.fieldObject(of: vocabulary) as? any FormAdaptableField.Type)?.openModes
  }

  /// `Vocabulary.FieldObject`, opened from the catalogue's existential.
  private static func fieldObject<Vocabulary: ScriptedFieldVocabulary>(
    of _: Vocabulary.Type
  ) -> any Field.Type { Vocabulary.FieldObject.self }
}
