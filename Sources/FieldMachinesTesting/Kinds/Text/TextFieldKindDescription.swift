import FieldMachines

/// A text field kind, entry or area: what ``TextFieldDriver`` needs to drive its field as the
/// field's delegate. The entry and area kinds describe themselves with this and with
/// ``FieldKindDescription``, whose ``FieldKindDescription/Driver`` is their ``TextFieldDriver``.
public protocol TextFieldKindDescription {
  /// The machine the field runs.
  associatedtype Machine: TestableFieldMachine
  /// The field object.
  associatedtype FieldObject: Field

  /// A new field, as a user creates it.
  static func makeField() -> FieldObject
  /// Performs `event` on `field` through its public API.
  static func apply(_ event: Machine.Event, to field: FieldObject)
  /// The event's `allowed:` payload (what the delegate is to answer), `true` for events
  /// without one.
  static func allowed(_ event: Machine.Event) -> Bool
  /// The field's machine now.
  static func machine(of field: FieldObject) -> Machine
}
