extension AreaField {
  /// What assistive technologies say about the field now.
  public var accessibility: AccessibilityDescription {
    let state = machine.state
    var traits: AccessibilityTraits = [.textEntry, .multiline]
    if state.focus == .active { traits.insert(.focused) }
    let canStartEditing = state.focus == .inactive && state.isEnabled && !state.isReadOnly
    return AccessibilityDescription(
      title: placeholder, value: state.text, supportingRow: state.supportingRow,
      characterCount: state.characterCount, maxLength: state.maxLength, isOptional: isOptional,
      isReadOnly: state.isReadOnly, isEnabled: state.isEnabled,
      hint: canStartEditing ? accessibilityStrings[.editHint] : nil, traits: traits,
      actions: state.canClearText ? [.clear] : [], strings: accessibilityStrings)
  }
}
