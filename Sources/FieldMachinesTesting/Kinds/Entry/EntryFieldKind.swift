import FieldMachines

/// The entry field kind: `EntryFieldMachine`, `EntryField` and ``EntryFieldDriver``; see ``FieldKindDescription``.
public enum EntryFieldKind: FieldKindDescription, TextFieldKindDescription {
  /// `EntryFieldMachine`.
  public typealias Machine = EntryFieldMachine
  /// `EntryField`.
  public typealias FieldObject = EntryField
  /// ``EntryFieldDriver``.
  public typealias Driver = EntryFieldDriver

  /// `FieldKind.entry`.
  public static var kind: FieldKind { .entry }

  /// A new field.
  public static func makeField() -> EntryField { EntryField() }

  /// A driver of a new field.
  public static func makeDriver() -> EntryFieldDriver { EntryFieldDriver() }

  /// Performs `event` on `field` through its public API; the `allowed:` payloads are left to
  /// whatever delegate the field has (the kind's one field call for each event, declared in its
  /// runtime folder).
  public static func apply(_ event: EntryFieldMachine.Event, to field: EntryField) {
    EntryFieldVocabulary.apply(event, to: field)
  }

  /// The event's `allowed:` payload (what the delegate is to answer), `true` for events
  /// without one.
  public static func allowed(_ event: EntryFieldMachine.Event) -> Bool {
    EntryFieldVocabulary.allowed(event)
  }

  /// The field's machine.
  public static func machine(of field: EntryField) -> EntryFieldMachine { field.machine }
}

/// Drives an `EntryField` with `EntryFieldMachine` events: the text fields' one driver for
/// ``EntryFieldKind``; see ``TextFieldDriver``.
public typealias EntryFieldDriver = TextFieldDriver<EntryFieldKind>
