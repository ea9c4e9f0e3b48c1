/// What a validation of one field reads before it needs the field or its status, packed in the
/// form's table (``FormFieldTable``) beside every other field's: a pass over an unchanged form
/// (validate-all) reads these few bytes per field, not the status object or the field.
struct FormFieldEntry {
  /// Whether the field is enabled: read when its status is made, then kept current from every
  /// transition the field reports (only a transition changes it), so a pass over every field
  /// asks no field.
  var isEnabled: Bool
  /// Whether the status may hold asynchronous state (rules, a check, a value for the model):
  /// while not, a validation without a model needs nothing of the status but its rules' outcome.
  var mayHaveAsyncState = false
  /// Whether the failures may be kept: the rules are values (no closure reads anything else),
  /// and if the field's text changes without a transition (a date field's format), none reads
  /// the text.
  var keepsFailures = true
  /// The failures from the last check of the rules (empty when they passed), kept while they
  /// cannot change: until the field's value or its rules change; `nil` when none are kept.
  var keptFailures: [ValidationFailure<FormSlot>]?

  /// The entry of a field enabled when `isEnabled`, with a new status and no rules.
  init(isEnabled: Bool) {
    self.isEnabled = isEnabled
  }
}
