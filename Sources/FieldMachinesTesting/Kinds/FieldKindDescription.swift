import FieldMachines

/// One kind of field as the testing kit and `fieldchart` see it, described once: its machine,
/// its field object, its name in scripts and on the command line, the field call for each of
/// the machine's events, and the driver that performs them.
///
/// ``FieldKindOf`` conforms for every catalogued machine (``EntryFieldKind``, ``AreaFieldKind``,
/// ``PickerFieldKind`` and ``DateFieldKind``); ``FieldKindCatalog`` lists them.
public protocol FieldKindDescription {
  /// The machine the field runs.
  associatedtype Machine: TestableFieldMachine
  /// The field object.
  associatedtype FieldObject: Field
  /// The kit's driver of the field, which performs ``apply(_:to:)`` as its delegate.
  associatedtype Driver: FieldDriver where Driver.Machine == Machine

  /// Which kind this is.
  static var kind: FieldKind { get }
  /// A new field, as a user creates it.
  static func makeField() -> FieldObject
  /// A driver of a new field.
  static func makeDriver() -> Driver
  /// Performs `event` on `field` through its public API, as a user or an app would; the
  /// delegate questions the event asks are answered by whatever delegate the field has.
  static func apply(_ event: Machine.Event, to field: FieldObject)
  /// What the field's delegate is to answer to the question `event` asks: the event's
  /// `allowed:` payload, `true` for events that ask nothing.
  static func allowed(_ event: Machine.Event) -> Bool
}

extension FieldKindDescription {
  /// The kind's name in scripts and on the command line, such as `entry`
  /// (``TestableFieldMachine/scriptName``).
  public static var name: String { Machine.scriptName }
}
