extension DateField {
  /// What assistive technologies say about the field now: a button while closed, an adjustable
  /// wheel while open, a text input while typing. The value is what the field shows.
  public var accessibility: AccessibilityDescription {
    let state = machine.state
    let strings = accessibilityStrings
    var traits: AccessibilityTraits
    var hint: String?
    switch state.mode {
    case .closed:
      traits = .button
      if state.isEnabled && !state.isReadOnly { hint = strings[.chooseDateHint] }
    case .focused:
      traits = .focused
    case .open:
      traits = [.adjustable, .expanded, .focused]
      hint = strings[.adjustHint]
    case .typing:
      traits = [.textEntry, .expanded, .focused]
    }
    var actions: [AccessibilityAction] = []
    if state.mode.isOpen { actions.append(.done) }
    if showsClearButton { actions.append(.clear) }
    return AccessibilityDescription(
      title: placeholder, value: appearance.value, supportingRow: state.supportingRow,
      isOptional: isOptional, isReadOnly: state.isReadOnly, isEnabled: state.isEnabled,
      hint: hint, traits: traits, actions: actions, strings: strings)
  }
}
