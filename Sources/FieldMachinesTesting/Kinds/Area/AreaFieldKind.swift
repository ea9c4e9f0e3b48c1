import FieldMachines

/// The area field kind: `AreaFieldMachine`, `AreaField` and ``AreaFieldDriver``; see ``FieldKindDescription``.
public enum AreaFieldKind: FieldKindDescription, TextFieldKindDescription {
  /// `AreaFieldMachine`.
  public typealias Machine = AreaFieldMachine
  /// `AreaField`.
  public typealias FieldObject = AreaField
  /// ``AreaFieldDriver``.
  public typealias Driver = AreaFieldDriver

  /// `FieldKind.area`.
  public static var kind: FieldKind { .area }

  /// A new field.
  public static func makeField() -> AreaField { AreaField() }

  /// A driver of a new field.
  public static func makeDriver() -> AreaFieldDriver { AreaFieldDriver() }

  /// Performs `event` on `field` through its public API; the `allowed:` payloads are left to
  /// whatever delegate the field has (the kind's one field call for each event, declared in its
  /// runtime folder).
  public static func apply(_ event: AreaFieldMachine.Event, to field: AreaField) {
    AreaFieldVocabulary.apply(event, to: field)
  }

  /// The event's `allowed:` payload (what the delegate is to answer), `true` for events
  /// without one.
  public static func allowed(_ event: AreaFieldMachine.Event) -> Bool {
    AreaFieldVocabulary.allowed(event)
  }

  /// The field's machine.
  public static func machine(of field: AreaField) -> AreaFieldMachine { field.machine }
}

/// Drives an `AreaField` with `AreaFieldMachine` events: the text fields' one driver for
/// ``AreaFieldKind``; see ``TextFieldDriver``.
public typealias AreaFieldDriver = TextFieldDriver<AreaFieldKind>
