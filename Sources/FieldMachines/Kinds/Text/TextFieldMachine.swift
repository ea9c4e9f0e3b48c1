/// What ``EntryFieldMachine`` and ``AreaFieldMachine`` are: configurations of one text-field
/// machine. Both run ``TextFieldTransitions`` on a ``TextFieldState``; each has its own `Event`
/// and `Effect` enums (an entry adds return and secure entry), and its chart adds its own
/// probes to the shared ones (`TextFieldMachine+Chart.swift`).
package protocol TextFieldMachine: EffectEmittingMachine
where State == TextFieldState, Event: TextFieldEvent {
  /// What the field is, the start of its ``ChartableMachine/chartSummary``, such as "A
  /// single-line text field"; the text regions' description follows it.
  static var chartFieldDescription: String { get }
}

extension TextFieldMachine {
  /// Whether a begin request would start editing now, so a field asks its delegate only then.
  package var canBeginEditing: Bool { TextFieldTransitions.canBeginEditing(state) }

  /// Whether the field has focus, so return and end requests mean something. A read-only field
  /// can be focused without being editable; see ``TextFieldState/isEditable``.
  package var isEditing: Bool { TextFieldTransitions.isEditing(state) }

  /// Whether the clear-text button shows and would act: editable, with text.
  package var canClearText: Bool { state.canClearText }
}
