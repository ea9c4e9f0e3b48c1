/// The events the wheel fields' machines (``PickerFieldMachine``, ``DateFieldMachine``) share
/// beyond every field's, so the keyboard and clear actions of their fields are written once
/// (`WheelFieldDefaults`): the keyboard edits a draft (a picker's manual entry, a typed
/// date), and the clear pill empties a closed field; and so are the script words and field
/// calls of the pills, the closes and the clear setting (``WheelEventCase``).
package protocol WheelFieldEvent: FieldMachineEvent {
  /// The user edited the draft with the keyboard.
  static func keyboardEdited(_ edit: TextEdit) -> Self
  /// The user tapped the clear pill.
  static var clearTapped: Self { get }
  /// The user tapped the done pill.
  static var doneTapped: Self { get }
  /// `resignFirstResponder()`.
  static var closeRequested: Self { get }
  /// Another field's keyboard is about to appear.
  static var keyboardWillShow: Self { get }
  /// The app set `isClearable`.
  static func clearableChanged(_ isClearable: Bool) -> Self
}

extension WheelFieldEvent {
  /// This event as the wheel event it is (``WheelEventCase``); `nil` for the others.
  package var wheel: WheelEventCase? {
    switch self {
    case .doneTapped: .doneTapped
    case .clearTapped: .clearTapped
    case .closeRequested: .closeRequested
    case .keyboardWillShow: .keyboardWillShow
    case .clearableChanged(true): .clearableChanged(true)
    case .clearableChanged(false): .clearableChanged(false)
    default: nil
    }
  }
}
