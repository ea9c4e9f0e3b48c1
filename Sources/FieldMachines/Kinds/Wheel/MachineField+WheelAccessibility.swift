extension MachineField {
  /// What assistive technologies say about a wheel field presented as `presentation`, showing
  /// `value`: a button while closed, an adjustable wheel while open on it, a text input with
  /// the keyboard up; done while open, clear while `showsClearButton`.
  func wheelAccessibility(
    _ presentation: WheelPresentation, value: String, showsClearButton: Bool
  ) -> AccessibilityDescription {
    let state = machine.state
    var traits: AccessibilityTraits
    var hint: String?
    switch presentation {
    case .closed(let closedHint):
      traits = .button
      hint = closedHint
    case .focused:
      traits = .focused
    case .wheel:
      traits = [.adjustable, .expanded, .focused]
      hint = accessibilityStrings.adjustHint
    case .keyboard:
      traits = [.textEntry, .expanded, .focused]
    }
    var actions: [AccessibilityAction] = []
    if presentation.isOpen { actions.append(.done) }
    if showsClearButton { actions.append(.clear) }
    return AccessibilityDescription(
      title: placeholder, value: value, supportingRow: state.supportingRow,
      isOptional: isOptional, isReadOnly: state.isReadOnly, isEnabled: state.isEnabled,
      hint: hint, traits: traits, actions: actions, strings: accessibilityStrings)
  }
}
