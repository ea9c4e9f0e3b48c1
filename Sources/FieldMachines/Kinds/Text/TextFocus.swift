/// The focus region of a text field (``EntryFieldMachine`` and ``AreaFieldMachine``).
public enum TextFocus: Sendable, Hashable, CaseIterable {
  /// Not editing: the title rests inside the field unless there is text.
  case inactive
  /// Editing: the keyboard is up, the title floats and the underline is highlighted.
  case active
}
