/// Where the adapters of a form's fields send the reports of their transitions: one per form,
/// shared by every field, so a field joins its form with a reference and its slot instead of a
/// closure of its own.
final class FormReportRouter {
  /// Hands the form the report of a transition of the field in a slot.
  let deliver: (_ slot: FormSlot, _ report: FormFieldReport) -> Void

  /// A router calling `deliver` with each report and the slot of its field.
  init(_ deliver: @escaping (_ slot: FormSlot, _ report: FormFieldReport) -> Void) {
    self.deliver = deliver
  }
}
