/// The events ``EntryFieldMachine`` and ``AreaFieldMachine`` share, so the code their field
/// objects share (`TextMachineField`) can send them. Each machine's `Event` enum conforms with
/// its own cases.
package protocol TextFieldEvent: FieldMachineEvent {
  /// A tap or `becomeFirstResponder()`, with the should-begin answer.
  static func beginRequested(allowed: Bool) -> Self
  /// `resignFirstResponder()` or focus moving elsewhere, with the should-end answer.
  static func endRequested(allowed: Bool) -> Self
  /// The user typed, deleted or replaced text, with the should-change answer.
  static func textEdited(_ edit: TextEdit, allowed: Bool) -> Self
  /// The user tapped the clear button, with the should-clear answer.
  static func clearTapped(allowed: Bool) -> Self
  /// The app assigned `text`.
  static func textAssigned(_ text: String) -> Self
  /// The app set `maxLength`.
  static func maxLengthChanged(_ maxLength: Int?) -> Self
  /// The app set `lengthLimitPolicy`.
  static func lengthLimitPolicyChanged(_ policy: LengthLimitPolicy) -> Self
  /// The app set `overflowMessage`.
  static func overflowMessageChanged(_ message: String) -> Self
}
