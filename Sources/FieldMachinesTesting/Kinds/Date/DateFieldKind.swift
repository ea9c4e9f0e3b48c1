import FieldMachines

/// The date field kind: `DateFieldMachine`, `DateField` and ``DateFieldDriver``; see ``FieldKindDescription``.
public enum DateFieldKind: FieldKindDescription {
  /// `DateFieldMachine`.
  public typealias Machine = DateFieldMachine
  /// `DateField`.
  public typealias FieldObject = DateField
  /// ``DateFieldDriver``.
  public typealias Driver = DateFieldDriver

  /// `FieldKind.date`.
  public static var kind: FieldKind { .date }

  /// A new field.
  public static func makeField() -> DateField { DateField() }

  /// A driver of a new field.
  public static func makeDriver() -> DateFieldDriver { DateFieldDriver() }

  /// Performs `event` on `field` through its public API: taps, scrolls, the pills, resigning,
  /// keyboards, typing, dates, limits, entry options, a range-order check, errors, `isEnabled`,
  /// read-only, the supporting row and announcements. The field fills in what it computes
  /// itself: the clock of an open request, the draft when typing starts, and the parse of a
  /// committed draft.
  public static func apply(_ event: DateFieldMachine.Event, to field: DateField) {
    DateFieldVocabulary.apply(event, to: field)
  }

  /// An open request's `allowed:` (the should-begin answer); `true` for every other event. A
  /// committed draft's `allowed:` is the date validator's answer, not the delegate's.
  public static func allowed(_ event: DateFieldMachine.Event) -> Bool {
    DateFieldVocabulary.allowed(event)
  }
}
