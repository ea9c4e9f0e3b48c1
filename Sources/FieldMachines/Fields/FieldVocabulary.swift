/// One kind of field's vocabulary, declared once in the kind's folder for the testing kit,
/// `fieldchart` and fieldbench, which are written once over it: its machine and field object,
/// a sample field, how a delegate is attached, the field call for each of the machine's events, what the delegate is to
/// answer for each, and a seeded mix of its events.
///
/// ``FieldKind/vocabulary`` is the catalogue.
package protocol FieldVocabulary {
  /// The machine the field runs.
  associatedtype Machine: FieldMachine
  /// The field object, which runs ``Machine``.
  associatedtype FieldObject: MachineField where FieldObject.Machine == Machine

  /// A new field as a form holds it, the same on every run (titled, and reading a fixed clock
  /// where the kind reads one), with `delegate` attached (``attach(_:to:)``).
  static func makeSampleField(delegate: some FieldDelegateCallSink) -> FieldObject
  /// Performs `event` on `field` through its public API, as a user or an app would; the
  /// delegate questions the event asks are answered by whatever delegate the field has.
  static func apply(_ event: Machine.Event, to field: FieldObject)
  /// What the field's delegate is to answer to the question `event` asks: the event's
  /// `allowed:` payload, `true` for events that ask nothing.
  static func allowed(_ event: Machine.Event) -> Bool
  /// One event of the kind's seeded mix: every user action, programmatic call and
  /// configuration change, with short texts.
  static func randomEvent(using generator: inout some RandomNumberGenerator) -> Machine.Event
}

extension FieldVocabulary {
  /// Makes a bridge to `delegate` the delegate of `field`, kept by the field while it is its
  /// delegate; the bridge holds `delegate` weakly (see ``FieldDelegateCallSink``). One mechanism
  /// for every kind: `Field.attach(_:)`.
  package static func attach(_ delegate: some FieldDelegateCallSink, to field: FieldObject) {
    field.attach(delegate)
  }
}
