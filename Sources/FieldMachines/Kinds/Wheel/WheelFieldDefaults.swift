/// What ``PickerField`` and ``DateField`` share beyond `FieldDefaults`, written once: the
/// keyboard edits the draft (manual entry, a typed date), and the clear pill empties a closed
/// field. Each action is a no-op where its event means nothing (no draft; not closed, clearable
/// and editable with a value). Internal, as `FieldDefaults` is.
protocol WheelFieldDefaults: FieldDefaults where Machine.Event: WheelFieldEvent {}

extension WheelFieldDefaults {
  /// Types `string` at the end of the draft; a no-op without one.
  public func typeText(_ string: String) {
    send(.keyboardEdited(.insert(string)))
  }

  /// The backspace key in the draft; a no-op without one or on an empty draft.
  public func deleteBackward() {
    send(.keyboardEdited(.deleteBackward))
  }

  /// Replaces the whole draft (a paste over everything); a no-op without one.
  public func replaceText(with string: String) {
    send(.keyboardEdited(.replaceAll(string)))
  }

  /// The user tapped the clear pill: empties a closed, clearable field (``Field/text`` becomes
  /// `nil` and the error goes). A no-op otherwise.
  public func tapClear() {
    send(.clearTapped)
  }
}
