import FieldMachines

/// A ``FieldDriverOf``'s work on each step, built from the kind's vocabulary where its types are
/// concrete (the catalogue's entry for the kind, ``FieldCatalogueEntry``), so the step runs in
/// code specialised for the kind: no metadata looked up, no call through an existential.
///
/// The driver itself is generic over its machine and called from generic code (the property
/// runs and `fieldchart check`), which would otherwise run the step unspecialised.
struct FieldDriving<Machine: FieldMachine, FieldObject: Field> {
  /// Performs an event on the field with the delegate answering its `allowed:`, taking the
  /// other spelling of a call when asked to, and returns the events the pure machine must
  /// handle: the event itself, or those the field sent with the delegate's answers put back.
  let perform:
    (
      _ event: Machine.Event, _ field: FieldObject, _ delegate: DriverDelegate,
      _ alternate: Bool, _ sent: SentEvents<Machine>?
    ) -> [Machine.Event]
  /// Performs an event on the field as ``perform`` does and hands each event it would return to
  /// the last argument, in order, with no array made.
  let performEach:
    (
      _ event: Machine.Event, _ field: FieldObject, _ delegate: DriverDelegate,
      _ alternate: Bool, _ sent: SentEvents<Machine>?, _ body: (Machine.Event) throws -> Void
    ) throws -> Void
  /// The machine the field runs, now, read from the field's storage without registering an
  /// observation (a read through Observation makes every later changing step of the field
  /// report itself to the registrar).
  let machine: (FieldObject) -> Machine
  /// Makes the log hear every event the field sends while both live, as the field's listener
  /// (`MachineField.listenToTransitions(_:)`): called at once by the field's hub, without the
  /// snapshot and callout of an app's observer.
  let recordSent: (_ field: FieldObject, _ log: SentEvents<Machine>) -> Void

  /// The work of the kind `vocabulary` describes.
  init<Vocabulary: ScriptedFieldVocabulary>(_ vocabulary: Vocabulary.Type)
  where Vocabulary.Machine == Machine, Vocabulary.FieldObject == FieldObject {
    perform = { event, field, delegate, alternate, sent in
      Self.apply(Vocabulary.self, event, to: field, answering: delegate, alternate: alternate)
      guard let sent else { return [event] }
      return sent.take { Vocabulary.restoringAnswer(of: event, in: $0) }
    }
    performEach = { event, field, delegate, alternate, sent, body in
      Self.apply(Vocabulary.self, event, to: field, answering: delegate, alternate: alternate)
      guard let sent else { return try body(event) }
      try sent.take({ Vocabulary.restoringAnswer(of: event, in: $0) }, each: body)
    }
    machine = { $0.storedMachine }
    recordSent = { field, log in
      // Held weakly: the field may outlive its driver, and keeps its listener while it lives.
      field.listenToTransitions { [weak log] in log?.record($0) }
    }
  }

  /// Performs `event` on `field` with `delegate` answering its `allowed:`, then `true` again.
  private static func apply<Vocabulary: ScriptedFieldVocabulary>(
    _ vocabulary: Vocabulary.Type, _ event: Machine.Event, to field: FieldObject,
    answering delegate: DriverDelegate, alternate: Bool
  ) where Vocabulary.Machine == Machine, Vocabulary.FieldObject == FieldObject {
    delegate.answer = Vocabulary.allowed(event)
    Vocabulary.apply(event, to: field, alternate: alternate)
    delegate.answer = true
  }
}
