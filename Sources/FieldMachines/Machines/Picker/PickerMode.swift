/// The open region of a picker field (``PickerFieldMachine``).
public enum PickerMode: Sendable, Hashable, CaseIterable {
  /// Closed: the wheel is hidden and the box shows the committed value.
  case closed
  /// Open with a list row selected: the wheel shows, the box shows the selected row.
  case openOnList
  /// Open on the manual-entry row: the keyboard is up and the box shows the typed draft.
  case openOnManual

  /// Whether the wheel is shown (``openOnList`` or ``openOnManual``).
  public var isOpen: Bool {
    switch self {
    case .closed: false
    case .openOnList, .openOnManual: true
    }
  }
}
