extension MachineField {
  /// What assistive technologies say about a wheel field (``PickerField``, ``DateField``)
  /// showing `value`: a button while closed (with `closedHint` when a tap would open it), a
  /// focused element while read-only, an adjustable wheel while open on it, and a text input
  /// while the keyboard is up (manual entry, typing a date); done while open, clear while
  /// `showsClearButton`.
  func wheelAccessibility(
    closedHint: String?, isOpen: Bool, isKeyboardUp: Bool, value: String,
    showsClearButton: Bool
  ) -> AccessibilityDescription {
    let state = machine.state
    var traits: AccessibilityTraits = .focused
    var hint: String?
    if !isActive {
      traits = .button
      hint = closedHint
    } else if isKeyboardUp {
      traits = [.textEntry, .expanded, .focused]
    } else if isOpen {
      traits = [.adjustable, .expanded, .focused]
      hint = accessibilityStrings[.adjustHint]
    }
    var actions: [AccessibilityAction] = []
    if isOpen { actions.append(.done) }
    if showsClearButton { actions.append(.clear) }
    return AccessibilityDescription(
      title: placeholder, value: value, supportingRow: state.supportingRow,
      isOptional: isOptional, isReadOnly: state.isReadOnly, isEnabled: state.isEnabled,
      hint: hint, traits: traits, actions: actions, strings: accessibilityStrings)
  }
}
