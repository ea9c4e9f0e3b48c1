/// The open region of a picker field (``PickerFieldMachine``).
public enum PickerMode: Sendable, Hashable, CaseIterable {
  /// Closed: the wheel is hidden and the box shows the committed value.
  case closed
  /// A read-only picker with focus: the wheel stays hidden and the value can be read and
  /// selected but not changed. Form navigation stops here.
  case focused
  /// Open with a list row selected: the wheel shows, the box shows the selected row.
  case openOnList
  /// Open on the manual-entry row: the keyboard is up and the box shows the typed draft.
  case openOnManual

  /// Whether the wheel is shown (``openOnList`` or ``openOnManual``).
  package var isOpen: Bool {
    switch self {
    case .closed, .focused: false
    case .openOnList, .openOnManual: true
    }
  }

  /// Whether the picker has focus: open, or ``focused``.
  public var isActive: Bool { self != .closed }
}
