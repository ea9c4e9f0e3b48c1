extension AreaFieldMachine {
  /// What happened to an area field. Delegate answers arrive as `allowed:` payloads.
  public enum Event: Sendable, Hashable, TextFieldEvent {
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
    /// The app called `setError(withText:)`.
    case errorSet(String)
    /// The app called `removeErrorUI()`.
    case errorRemoved
    /// The app set `isEnabled`.
    case enabledChanged(Bool)
    /// The app set `isReadOnly`.
    case readOnlyChanged(Bool)
    /// The app set `helperText`; `nil` or `""` removes it.
    case helperTextChanged(String?)
    /// The app set `reservesSupportingRow`.
    case supportingRowReservationChanged(Bool)
    /// The app set `maxLength`; `nil` removes the limit and the counter, negatives count as 0.
    case maxLengthChanged(Int?)
    /// The app set `lengthLimitPolicy`.
    case lengthLimitPolicyChanged(LengthLimitPolicy)
    /// The app set `overflowMessage`.
    case overflowMessageChanged(String)
    /// The app set `announcesErrors`.
    case errorAnnouncementsChanged(Bool)
  }
}
