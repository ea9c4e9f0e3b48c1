/// What one transition of a field tells its form, read from the transition's effects and, for
/// what fires no effect (an assigned value, a change of `isEnabled`), from its states before
/// and after. The form hands it to its ``FormMachine`` as events, in the order of the flags.
///
/// Each adapter maps every effect of its field's machine, in one exhaustive switch: the effects
/// the form acts on set a flag; the others are listed with the reason the form needs nothing
/// from them.
struct FormFieldReport: Sendable, Equatable {
  /// The field began editing or opened (`didBeginEditing`).
  var began = false
  /// The field's value changed, scalar for scalar.
  var valueChanged = false
  /// The field ended editing or closed (`didEndEditing`).
  var ended = false
  /// The field was enabled or disabled.
  var enablementChanged = false
  /// Return asked to move on (an entry field's `didReturn`).
  var returned = false
  /// Whether the field is enabled after the transition.
  var isEnabled: Bool

  /// A report of a transition from a field with `before` and `isEnabledBefore` to one with
  /// `after` and `isEnabledAfter`, before its effects are read.
  init(before: FormValue, after: FormValue, isEnabledBefore: Bool, isEnabledAfter: Bool) {
    valueChanged = !before.hasSameScalars(as: after)
    enablementChanged = isEnabledBefore != isEnabledAfter
    isEnabled = isEnabledAfter
  }
}
