extension AreaFieldMachine {
  /// What happened to an area field. Delegate answers arrive as `allowed:` payloads.
  public enum Event: Sendable, Hashable, FieldMachineEvent, TextFieldEvent {
    /// A tap or `becomeFirstResponder()`, with the should-begin answer.
    case beginRequested(allowed: Bool)
    /// The user typed, deleted or replaced text (the return key types `"\n"`), with the
    /// should-change answer.
    case textEdited(TextEdit, allowed: Bool)
    /// The user tapped the clear button, with the `areaFieldShouldClear` answer.
    case clearTapped(allowed: Bool)
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
    /// One of the events every field has: the app setting or removing the error, enabling,
    /// read-only, the helper text, the reserved row or announcements.
    case common(CommonFieldEvent)
  }
}
