import FieldMachines

/// The events an entry and an area machine share, named as their own cases name them, so the
/// kit builds either kind's events from one piece of code. The cases of
/// `EntryFieldMachine.Event` and `AreaFieldMachine.Event` are the witnesses: the conformances
/// are empty.
protocol TextFieldEvents {
  static func beginRequested(allowed: Bool) -> Self
  static func textEdited(_ edit: TextEdit, allowed: Bool) -> Self
  static func clearTapped(allowed: Bool) -> Self
  static func endRequested(allowed: Bool) -> Self
  static func textAssigned(_ text: String) -> Self
  static func errorSet(_ message: String) -> Self
  static var errorRemoved: Self { get }
  static func enabledChanged(_ isEnabled: Bool) -> Self
  static func readOnlyChanged(_ isReadOnly: Bool) -> Self
  static func helperTextChanged(_ text: String?) -> Self
  static func supportingRowReservationChanged(_ reserves: Bool) -> Self
  static func maxLengthChanged(_ limit: Int?) -> Self
  static func lengthLimitPolicyChanged(_ policy: LengthLimitPolicy) -> Self
  static func overflowMessageChanged(_ message: String) -> Self
  static func errorAnnouncementsChanged(_ announces: Bool) -> Self
}

extension EntryFieldMachine.Event: TextFieldEvents {}
extension AreaFieldMachine.Event: TextFieldEvents {}
