extension PickerField {
  /// What assistive technologies say about the picker now: a button while closed, an adjustable
  /// wheel while open on a list row, a text input in manual entry.
  public var accessibility: AccessibilityDescription {
    let state = machine.state
    let presentation: WheelPresentation
    switch state.mode {
    case .closed:
      let opens = machine.canOpen && !state.isReadOnly
      presentation = .closed(hint: opens ? accessibilityStrings.chooseHint : nil)
    case .focused: presentation = .focused
    case .openOnList: presentation = .wheel
    case .openOnManual: presentation = .keyboard
    }
    return wheelAccessibility(
      presentation, value: state.displayText, showsClearButton: showsClearButton)
  }
}
