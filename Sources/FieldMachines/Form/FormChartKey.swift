/// The keys of the form whose machine is charted: an entry field, then a picker.
///
/// `fieldchart chart form` shows ``FormMachine`` over these two fields with the form's default
/// settings (validation when editing ends, errors after the first leave). The entry field has
/// every kind of report and outcome; the picker takes part in focus and passes its validation,
/// which is enough to chart exclusive focus between a text field and a picker.
package enum FormChartKey: String, CaseIterable, Hashable, Sendable {
  case entry
  case picker
}
