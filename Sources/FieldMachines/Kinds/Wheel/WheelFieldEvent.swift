/// The events the wheel fields' machines (``PickerFieldMachine``, ``DateFieldMachine``) share
/// beyond every field's, so the keyboard and clear actions of their fields are written once
/// (`WheelFieldDefaults`): the keyboard edits a draft (a picker's manual entry, a typed
/// date), and the clear pill empties a closed field.
package protocol WheelFieldEvent: CommonFieldEvent {
  /// The user edited the draft with the keyboard.
  static func keyboardEdited(_ edit: TextEdit) -> Self
  /// The user tapped the clear pill.
  static var clearTapped: Self { get }
}
