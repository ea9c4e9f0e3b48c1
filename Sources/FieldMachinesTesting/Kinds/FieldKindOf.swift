import FieldMachines

/// The field kind of a catalogued machine (``CataloguedFieldMachine``), such as
/// ``PickerFieldKind``: its machine, field object and ``FieldDriverOf`` driver; see
/// ``FieldKindDescription``.
public enum FieldKindOf<Machine: CataloguedFieldMachine>: FieldKindDescription {
  /// The machine's field object.
  public typealias FieldObject = Machine.FieldObject
  /// ``FieldDriverOf``.
  public typealias Driver = FieldDriverOf<Machine>

  /// Which kind this is.
  public static var kind: FieldKind { Machine.vocabulary.kind }

  /// A new field.
  public static func makeField() -> Machine.FieldObject { Machine.vocabulary.makeField() }

  /// A driver of a new field.
  public static func makeDriver() -> FieldDriverOf<Machine> { FieldDriverOf() }

  /// Performs `event` on `field` through its public API, with the kind's field call for it; the
  /// `allowed:` payloads are left to whatever delegate the field has.
  public static func apply(_ event: Machine.Event, to field: Machine.FieldObject) {
    Machine.vocabulary.apply(event, to: field)
  }

  /// The event's `allowed:` payload (what the delegate is to answer), `true` for events
  /// without one.
  public static func allowed(_ event: Machine.Event) -> Bool {
    Machine.vocabulary.allowed(event)
  }
}
