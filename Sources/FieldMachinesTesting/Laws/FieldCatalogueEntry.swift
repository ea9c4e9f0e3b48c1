import FieldMachines

/// A kind's entry in ``FieldKindCatalog``: the library's description of the kind whose machine is
/// `Machine` and whose field is `FieldObject`. Only the testing kit makes entries, one per kind.
public struct FieldCatalogueEntry<Machine: FieldMachine, FieldObject: Field> {
  /// The kind's description in the library.
  let vocabulary: any ScriptedFieldVocabulary<Machine, FieldObject>.Type
  /// A driver's work on each step, specialised for the kind (``FieldDriving``).
  let driving: FieldDriving<Machine, FieldObject>
  /// Makes the kind's property runs, specialised for it: a `SpecialisedRuns<Machine>`, which
  /// needs a catalogued machine where the entry needs only a machine. A function, so that an
  /// entry (made whenever the kind's vocabulary is read) allocates nothing.
  let specialisedRuns: () -> Any

  /// The entry of the kind `vocabulary` describes. Each kind's entry is made where its types
  /// are concrete, so what it builds here (``driving``, ``specialisedRuns``) is specialised.
  init<Vocabulary: ScriptedFieldVocabulary>(_ vocabulary: Vocabulary.Type)
  where
    Vocabulary.Machine == Machine, Vocabulary.FieldObject == FieldObject,
    Machine: CataloguedFieldMachine
  {
    self.vocabulary = vocabulary
    driving = FieldDriving(vocabulary)
    specialisedRuns = { SpecialisedRuns<Machine>() }
  }
}
