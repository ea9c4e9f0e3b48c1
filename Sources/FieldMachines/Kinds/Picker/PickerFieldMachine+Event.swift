extension PickerFieldMachine {
  /// What happened to a picker field. Delegate answers arrive as `allowed:` payloads.
  public enum Event: Sendable, Hashable, FieldMachineEvent {
    /// A tap or `becomeFirstResponder()`, with the should-begin answer; a read-only picker takes
    /// focus without opening.
    case openRequested(allowed: Bool)
    /// The user scrolled the wheel to this row of ``PickerField/rows`` (the manual row is the last);
    /// out-of-range rows are clamped.
    case rowSelected(Int)
    /// The user tapped the "done" pill.
    case doneTapped
    /// The user tapped the "clear" pill.
    case clearTapped
    /// The user typed, deleted or replaced text in manual entry.
    case manualTextEdited(TextEdit)
    /// The return key.
    case returnPressed
    /// `resignFirstResponder()`.
    case closeRequested
    /// Another field's keyboard is about to appear.
    case keyboardWillShow
    /// The app called `setIndexTo(_:)` with this row of ``PickerField/rows``; clamped.
    case indexAssigned(Int)
    /// The app called `setIndexToManual()`.
    case manualIndexAssigned
    /// The app assigned `text`; no delegate is called and the error stays.
    case textAssigned(String?)
    /// The app assigned `data`.
    case dataAssigned([String])
    /// The app set `isManualEntryCapable`.
    case manualEntryCapabilityChanged(Bool)
    /// The app set `manualEntryOptionName`.
    case manualEntryOptionNameChanged(String)
    /// The app set `isClearable`.
    case clearableChanged(Bool)
    /// One of the events every field has: the app setting or removing the error, enabling,
    /// read-only, the helper text, the reserved row or announcements.
    case common(CommonFieldEvent)
  }
}
