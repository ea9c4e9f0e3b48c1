/// The catalogue of the kinds' vocabularies: a new kind adds its folder and one line here.
extension FieldKind {
  /// The kind's ``FieldVocabulary``.
  package var vocabulary: any FieldVocabulary.Type {
    switch self {
    case .entry: EntryFieldVocabulary.self
    case .area: AreaFieldVocabulary.self
    case .picker: PickerFieldVocabulary.self
    case .date: DateFieldVocabulary.self
    }
  }
}
