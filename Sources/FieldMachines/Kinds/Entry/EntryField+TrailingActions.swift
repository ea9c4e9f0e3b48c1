extension EntryField {
  /// Whether the field is a password field: its value shows as "•" until the user reveals it
  /// with ``togglePasswordVisibility()``. Turning it on masks the value.
  public var isSecureTextEntry: Bool {
    get { machine.state.security.isSecure }
    set { handle(.secureTextEntryChanged(newValue)) }
  }

  /// Whether a secure field's value is revealed by the visibility toggle.
  package var isTextRevealed: Bool { machine.state.security == .revealed }

  /// Whether the password-visibility toggle shows: a secure, enabled field.
  package var showsVisibilityToggle: Bool { machine.state.canToggleVisibility }

  /// The password-visibility toggle: reveals a masked value or masks a revealed one. A no-op
  /// unless the toggle shows; no delegate is asked.
  public func togglePasswordVisibility() {
    handle(.visibilityToggled)
  }
}
