extension EntryFieldMachine {
  /// What happened to an entry field. Delegate answers arrive as `allowed:` payloads.
  public enum Event: Sendable, Hashable, FieldMachineEvent, TextFieldEvent {
    /// A tap or `becomeFirstResponder()`, with the should-begin answer.
    case beginRequested(allowed: Bool)
    /// The user typed, deleted or replaced text, with the should-change answer.
    case textEdited(TextEdit, allowed: Bool)
    /// The return key, with the should-return answer.
    case returnPressed(allowed: Bool)
    /// The user tapped the clear-text button, with the `entryFieldShouldClear` answer.
    case clearTapped(allowed: Bool)
    /// The user tapped the password-visibility toggle of a secure field.
    case visibilityToggled
    /// `resignFirstResponder()` or focus moving elsewhere, with the should-end answer.
    case endRequested(allowed: Bool)
    /// The app assigned `text`; no delegate is called and the error stays.
    case textAssigned(String)
    /// The app set `maxLength`; `nil` removes the limit and the counter, negatives count as 0.
    case maxLengthChanged(Int?)
    /// The app set `lengthLimitPolicy`.
    case lengthLimitPolicyChanged(LengthLimitPolicy)
    /// The app set `overflowMessage`.
    case overflowMessageChanged(String)
    /// The app set `isSecureTextEntry`; turning it on masks the value.
    case secureTextEntryChanged(Bool)
    /// One of the events every field has: the app setting or removing the error, enabling,
    /// read-only, the helper text, the reserved row or announcements.
    case common(CommonFieldEvent)
  }
}
