extension DateField {
  /// What assistive technologies say about the field now: a button while closed, an adjustable
  /// wheel while open, a text input while typing. The value is what the field shows.
  public var accessibility: AccessibilityDescription {
    let state = machine.state
    let presentation: WheelPresentation
    switch state.mode {
    case .closed:
      let opens = state.isEnabled && !state.isReadOnly
      presentation = .closed(hint: opens ? accessibilityStrings.chooseDateHint : nil)
    case .focused: presentation = .focused
    case .open: presentation = .wheel
    case .typing: presentation = .keyboard
    }
    return wheelAccessibility(
      presentation, value: appearance.value, showsClearButton: showsClearButton)
  }
}
