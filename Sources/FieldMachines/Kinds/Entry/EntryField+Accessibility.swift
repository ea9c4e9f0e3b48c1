extension EntryField {
  /// What assistive technologies say about the field now; a masked password is spoken as its
  /// character count only.
  public var accessibility: AccessibilityDescription {
    let state = machine.state
    let strings = accessibilityStrings
    let value =
      state.security.isMasked ? strings.hiddenValue(count: state.characterCount) : state.text
    var traits: AccessibilityTraits = .textEntry
    if state.security.isSecure { traits.insert(.secure) }
    if state.focus == .active { traits.insert(.focused) }
    var actions: [AccessibilityAction] = []
    if state.canClearText { actions.append(.clear) }
    if state.canToggleVisibility {
      actions.append(state.security == .revealed ? .hideText : .showText)
    }
    let canStartEditing = state.focus == .inactive && state.isEnabled && !state.isReadOnly
    return AccessibilityDescription(
      title: placeholder, value: value, supportingRow: state.supportingRow,
      characterCount: state.characterCount, maxLength: state.maxLength, isOptional: isOptional,
      isReadOnly: state.isReadOnly, isEnabled: state.isEnabled,
      hint: canStartEditing ? strings[.editHint] : nil, traits: traits, actions: actions,
      strings: strings)
  }
}
