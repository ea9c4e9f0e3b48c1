/// How a wheel field (``PickerField`` or ``DateField``) presents itself in its mode: what
/// assistive technologies are told, written once for both kinds.
enum WheelPresentation: Sendable, Hashable {
  /// Closed: a button, with `hint` when a tap would open it.
  case closed(hint: String?)
  /// A read-only field with focus, no wheel.
  case focused
  /// Open on the wheel: adjustable.
  case wheel
  /// Open with the keyboard up (the picker's manual entry, the date's typing): a text input.
  case keyboard

  /// Whether the field is open, so the done action is offered.
  var isOpen: Bool {
    switch self {
    case .closed, .focused: false
    case .wheel, .keyboard: true
    }
  }
}
