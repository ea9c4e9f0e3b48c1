/// What ``PickerField`` and ``DateField`` share beyond `FieldDefaults`, written once: the
/// keyboard edits the draft (manual entry, a typed date), and the clear pill empties a closed
/// field. Each action is a no-op where its event means nothing (no draft; not closed, clearable
/// and editable with a value). Internal, as `FieldDefaults` is.
protocol WheelFieldDefaults: FieldDefaults where Machine.Event: WheelFieldEvent {
  /// The user tapped the done pill (what ``WheelEventCase/doneTapped`` stands for).
  func tapDone()
  /// Whether the clear pill shows while the field is closed and holds a value.
  var isClearable: Bool { get set }
}

extension WheelFieldDefaults {
  /// A keyboard edit of the draft (``Field/typeText(_:)``, ``Field/deleteBackward()``,
  /// ``Field/replaceText(with:)``, written once in `FieldDefaults`); a no-op without a draft.
  func edit(_ edit: TextEdit) {
    handle(.keyboardEdited(edit))
  }

  /// The user tapped the clear pill: empties a closed, clearable field (``Field/text`` becomes
  /// `nil` and the error goes). A no-op otherwise.
  public func tapClear() {
    handle(.clearTapped)
  }
}
