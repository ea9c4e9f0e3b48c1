extension DateField {
  /// What assistive technologies say about the field now: a button while closed, an adjustable
  /// wheel while open, a text input while typing. The value is what the field shows.
  public var accessibility: AccessibilityDescription {
    let opens = isEnabled && !isReadOnly
    return wheelAccessibility(
      closedHint: opens ? accessibilityStrings[.chooseDateHint] : nil, isOpen: isOpen,
      isKeyboardUp: isTyping, value: appearance.value, showsClearButton: showsClearButton)
  }
}
