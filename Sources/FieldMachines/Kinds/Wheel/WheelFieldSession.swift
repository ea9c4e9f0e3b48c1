/// What the picker and date fields' ``SessionVocabulary`` conformances share, written once: the
/// clear pill's option and setting, and the snapshot of a field with a wheel.
package enum WheelFieldSession {
  /// The `--clearable` option.
  package static let clearableOption = OptionHelp(
    "clearable", help: "Show the clear pill while closed.")

  /// The `set clearable` action.
  package static let setClearable = OptionHelp(
    "set clearable", valueName: "true|false", help: "isClearable.")

  /// What `simulate` prints about a field with a wheel, open or not, with the kind's `details`.
  package static func snapshot(
    of field: some Field, isOpen: Bool, choice: FormValue? = nil,
    details: [(name: String, value: String)]
  ) -> SessionSnapshot {
    SessionSnapshot(
      isActive: field.isActive, isOpen: isOpen, error: field.errorMessage, value: field.text,
      choice: choice, height: field.height, details: details)
  }
}
