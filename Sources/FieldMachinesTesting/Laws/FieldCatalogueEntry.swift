import FieldMachines

/// A kind's entry in ``FieldKindCatalog``: the library's description of the kind whose machine is
/// `Machine` and whose field is `FieldObject`. Only the testing kit makes entries, one per kind.
public struct FieldCatalogueEntry<Machine: FieldMachine, FieldObject: Field> {
  /// The kind's description in the library.
  let vocabulary: any ScriptedFieldVocabulary<Machine, FieldObject>.Type
  /// A driver's work on each step, specialised for the kind (``FieldDriving``).
  let driving: FieldDriving<Machine, FieldObject>

  /// The entry of the kind `vocabulary` describes.
  init<Vocabulary: ScriptedFieldVocabulary>(_ vocabulary: Vocabulary.Type)
  where Vocabulary.Machine == Machine, Vocabulary.FieldObject == FieldObject {
    self.vocabulary = vocabulary
    driving = FieldDriving(vocabulary)
  }
}
