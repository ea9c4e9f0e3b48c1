import FieldMachines

/// The picker field kind: `PickerFieldMachine`, `PickerField` and ``PickerFieldDriver``; see
/// ``FieldKindDescription``.
public enum PickerFieldKind: FieldKindDescription {
  /// `PickerFieldMachine`.
  public typealias Machine = PickerFieldMachine
  /// `PickerField`.
  public typealias FieldObject = PickerField
  /// ``PickerFieldDriver``.
  public typealias Driver = PickerFieldDriver

  /// `FieldKind.picker`.
  public static var kind: FieldKind { .picker }

  /// A new field.
  public static func makeField() -> PickerField { PickerField() }

  /// A driver of a new field.
  public static func makeDriver() -> PickerFieldDriver { PickerFieldDriver() }

  /// Performs `event` on `field` through its public API
  /// (``PickerFieldGenerators/perform(_:on:tapping:)`` with `tap()` and `setIndex(to:)`); an open
  /// request's `allowed:` is left to whatever delegate the field has.
  @inlinable public static func apply(_ event: PickerFieldMachine.Event, to field: PickerField) {
    PickerFieldGenerators.perform(event, on: field, tapping: true)
  }

  /// An open request's `allowed:` (the should-begin answer); `true` for every other event.
  public static func allowed(_ event: PickerFieldMachine.Event) -> Bool {
    PickerFieldVocabulary.allowed(event)
  }
}
