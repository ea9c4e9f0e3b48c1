extension PickerField {
  /// What assistive technologies say about the picker now: a button while closed, an adjustable
  /// wheel while open on a list row, a text input in manual entry.
  public var accessibility: AccessibilityDescription {
    let state = machine.state
    let strings = accessibilityStrings
    var traits: AccessibilityTraits
    var hint: String?
    switch state.mode {
    case .closed:
      traits = .button
      if machine.canOpen && !state.isReadOnly { hint = strings[.chooseHint] }
    case .focused:
      traits = .focused
    case .openOnList:
      traits = [.adjustable, .expanded, .focused]
      hint = strings[.adjustHint]
    case .openOnManual:
      traits = [.textEntry, .expanded, .focused]
    }
    var actions: [AccessibilityAction] = []
    if state.mode.isOpen { actions.append(.done) }
    if showsClearButton { actions.append(.clear) }
    return AccessibilityDescription(
      title: placeholder, value: state.displayText, supportingRow: state.supportingRow,
      isOptional: isOptional, isReadOnly: state.isReadOnly, isEnabled: state.isEnabled,
      hint: hint, traits: traits, actions: actions, strings: strings)
  }
}
