/// The mode region of a date field (``DateFieldMachine``).
public enum DateFieldMode: Sendable, Hashable, CaseIterable {
  /// The wheel is hidden; the field shows the committed date, or its title when empty.
  case closed
  /// The wheel is shown below the field with the done pill; the title floats and is highlighted.
  case open
  /// Open for typing: the wheel is hidden, the keyboard is up and the field shows the draft
  /// (``DateFieldMachine/State/draft``); Return or done commits it.
  case typing
  /// A read-only field with focus: the wheel stays hidden and the date can be read and selected
  /// but not changed. Form navigation stops here.
  case focused

  /// Whether the field is open: on the wheel or typing.
  package var isOpen: Bool { self == .open || self == .typing }

  /// Whether the field has focus: open, typing or ``focused``.
  public var isActive: Bool { self != .closed }
}
