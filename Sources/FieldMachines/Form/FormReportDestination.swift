/// Where a form adapter sends its field's reports (``MachineFieldAdapter``): the form's
/// ``FormReportRouter`` and the field's slot, set while the adapter listens.
struct FormReportDestination {
  /// The form's router; `nil` while the adapter does not listen.
  var router: FormReportRouter?
  /// The field's slot in the form.
  var slot: FormSlot

  /// No destination: the adapter does not listen.
  init() {
    self.init(router: nil, slot: FormSlot(0))
  }

  /// Reports to `router` as the field in `slot`.
  init(router: FormReportRouter?, slot: FormSlot) {
    self.router = router
    self.slot = slot
  }
}
