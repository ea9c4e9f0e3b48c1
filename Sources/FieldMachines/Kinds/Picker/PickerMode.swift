/// The open region of a picker field (``PickerFieldMachine``), with what each mode alone holds.
///
/// The draft typed in manual entry is the payload of ``openOnManual(draft:)``, so no other mode
/// can hold one.
public enum PickerMode: Sendable, Hashable {
  /// Closed: the wheel is hidden and the box shows the committed value.
  case closed
  /// A read-only picker with focus: the wheel stays hidden and the value can be read and
  /// selected but not changed. Form navigation stops here.
  case focused
  /// Open with a list row selected: the wheel shows, the box shows the selected row.
  case openOnList
  /// Open on the manual-entry row: the keyboard is up and the box shows the typed `draft`.
  case openOnManual(draft: String)

  /// Whether the wheel is shown (``openOnList`` or ``openOnManual(draft:)``).
  package var isOpen: Bool {
    switch self {
    case .closed, .focused: false
    case .openOnList, .openOnManual: true
    }
  }

  /// Whether the picker has focus: open, or ``focused``.
  package var isActive: Bool { self != .closed }

  /// The draft typed in manual entry, or `nil` outside manual entry.
  package var draft: String? {
    guard case .openOnManual(let draft) = self else { return nil }
    return draft
  }

  /// The mode's name, as charts show it.
  package var name: Name {
    switch self {
    case .closed: .closed
    case .focused: .focused
    case .openOnList: .openOnList
    case .openOnManual: .openOnManual
    }
  }

  /// The names of the modes, without their payloads: the chart's `mode` region.
  package enum Name: String, Sendable, CaseIterable {
    /// ``PickerMode/closed``.
    case closed
    /// ``PickerMode/focused``.
    case focused
    /// ``PickerMode/openOnList``.
    case openOnList
    /// ``PickerMode/openOnManual(draft:)``.
    case openOnManual
  }
}
