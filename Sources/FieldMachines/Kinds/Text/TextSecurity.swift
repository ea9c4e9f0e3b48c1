/// Whether a text field hides its value: the secure-entry region of ``TextFieldState``.
///
/// Only ``EntryFieldMachine`` has secure entry; an area is always ``plain``.
public enum TextSecurity: Sendable, Hashable, CaseIterable {
  /// Not a secure field: the value shows as typed and there is no visibility toggle.
  case plain
  /// A secure field with its value hidden: every character shows as "•".
  case masked
  /// A secure field whose user tapped the visibility toggle: the value shows as typed.
  case revealed

  /// Whether the field is a secure (password) field, masked or revealed.
  package var isSecure: Bool { self != .plain }

  /// Whether the value is drawn as "•" characters.
  package var isMasked: Bool { self == .masked }
}
