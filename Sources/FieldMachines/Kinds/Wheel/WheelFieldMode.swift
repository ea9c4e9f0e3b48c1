/// The mode of a wheel field's machine (``PickerMode``, ``DateFieldMode``): what the code the
/// wheel fields share reads from it — its name, whether the field is active and whether the
/// wheel shows — so each state reads them from its mode once (``WheelFieldState``).
package protocol WheelFieldMode: Sendable, Hashable {
  /// The names of the modes, in the order the field's chart's `mode` region lists them.
  associatedtype Name: RawRepresentable<String>, CaseIterable, Equatable
  /// The mode's name.
  var name: Name { get }
  /// Whether the field is active in this mode: open, typing, or a focused read-only field.
  var isActive: Bool { get }
  /// Whether the wheel shows in this mode.
  var isWheelShown: Bool { get }
}
