/// A delegate of every kind for a field of any kind.
extension Field {
  /// Makes `delegate` the field's delegate, whatever the field's kind
  /// (``FieldVocabulary/attach(_:to:)`` of ``FieldKind/vocabulary``).
  package func attach(_ delegate: some FieldDelegateCallSink) {
    kind.vocabulary?.attach(delegate, toFieldOfAnyKind: self)
  }
}

extension FieldVocabulary {
  /// ``attach(_:to:)`` when `field` is this kind's field object; nothing otherwise.
  fileprivate static func attach(
    _ delegate: some FieldDelegateCallSink, toFieldOfAnyKind field: any Field
  ) {
    guard let field = field as? FieldObject else { return }
    attach(delegate, to: field)
  }
}
