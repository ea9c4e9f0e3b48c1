extension PickerField {
  /// What assistive technologies say about the picker now: a button while closed, an adjustable
  /// wheel while open on a list row, a text input in manual entry.
  public var accessibility: AccessibilityDescription {
    let opens = machine.canOpen && !isReadOnly
    return wheelAccessibility(
      closedHint: opens ? accessibilityStrings[.chooseHint] : nil, isOpen: isOpen,
      isKeyboardUp: isOnManualEntry, value: machine.state.displayText,
      showsClearButton: showsClearButton)
  }
}
