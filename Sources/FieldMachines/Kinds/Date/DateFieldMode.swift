#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The mode region of a date field (``DateFieldMachine``), with what each mode alone holds.
///
/// The wheel's date is the payload of the open modes and the draft that of ``typing(draft:wheel:)``,
/// so a closed field cannot hold a wheel date and only typing holds a draft.
public enum DateFieldMode: Sendable, Hashable {
  /// The wheel is hidden; the field shows the committed date, or its title when empty.
  case closed
  /// The wheel is shown below the field on `wheel`, always inside the limits, with the done pill;
  /// the title floats and is highlighted.
  case open(wheel: Date)
  /// Open for typing: the wheel is hidden (it keeps `wheel` for a switch back), the keyboard is
  /// up and the field shows `draft`; Return or done commits it.
  case typing(draft: String, wheel: Date)
  /// A read-only field with focus: the wheel stays hidden and the date can be read and selected
  /// but not changed. Form navigation stops here.
  case focused

  /// Whether the field is open: on the wheel or typing.
  package var isOpen: Bool { wheel != nil }

  /// Whether the field has focus: open, typing or ``focused``.
  package var isActive: Bool { self != .closed }

  /// What the wheel shows while open or typing; `nil` while closed or focused.
  package var wheel: Date? {
    switch self {
    case .closed, .focused: nil
    case .open(let wheel), .typing(_, let wheel): wheel
    }
  }

  /// The text typed so far while typing; `nil` in any other mode.
  package var draft: String? {
    guard case .typing(let draft, _) = self else { return nil }
    return draft
  }

  /// The same mode with its wheel on `wheel`; a closed or focused mode has no wheel to move.
  package func movingWheel(to wheel: Date) -> DateFieldMode {
    switch self {
    case .closed, .focused: self
    case .open: .open(wheel: wheel)
    case .typing(let draft, _): .typing(draft: draft, wheel: wheel)
    }
  }

  /// The mode's name, as charts show it.
  package var name: Name {
    switch self {
    case .closed: .closed
    case .focused: .focused
    case .open: .open
    case .typing: .typing
    }
  }

  /// The names of the modes, without their payloads: the chart's `mode` region.
  package enum Name: String, Sendable, CaseIterable {
    /// ``DateFieldMode/closed``.
    case closed
    /// ``DateFieldMode/focused``.
    case focused
    /// ``DateFieldMode/open(wheel:)``.
    case open
    /// ``DateFieldMode/typing(draft:wheel:)``.
    case typing
  }
}
