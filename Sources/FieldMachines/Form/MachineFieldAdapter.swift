/// A form adapter of a field object that runs a machine, with what every kind's adapter does
/// alike written once: the field runs its events on the form's runner, and the adapter is the
/// hub's listener (``TransitionListener``): each transition is reported to the form's router
/// with the value and enablement read from its states and every effect marked by the kind
/// (``mark(_:in:)``).
///
/// ``TextFieldAdapter`` (entry, area) and the wheel fields' adapters (``WheelFieldAdapter``)
/// conform.
protocol MachineFieldAdapter: FormFieldAdapter, TransitionListener
where Machine == FieldObject.Machine {
  /// The field object's type.
  associatedtype FieldObject: MachineField
  /// The field, as its own type.
  var fieldObject: FieldObject { get }
  /// Where the reports go while the adapter listens; stored by each adapter.
  var destination: FormReportDestination { get set }
  /// The value a field in `state` holds, as the form reads it.
  static func value(of state: FieldObject.Machine.State) -> FormValue
  /// Marks in `report` what `effect` tells the form: one exhaustive switch per kind, so a new
  /// effect does not compile until the form's need of it is decided.
  static func mark(_ effect: FieldObject.Machine.Effect, in report: inout FormFieldReport)
}

extension MachineFieldAdapter {
  /// ``fieldObject``.
  var field: any Field { fieldObject }

  /// The machine's enablement, read without registering an observation.
  var isEnabled: Bool { fieldObject.storedMachine.state.isEnabled }

  /// Makes the field run its events on `runner` and reports every transition to `router` as
  /// the field in `slot`, until ``stopListening()``.
  func listen(on runner: EventRunner, to router: FormReportRouter, as slot: FormSlot) {
    fieldObject.hub.runner = runner
    destination = FormReportDestination(router: router, slot: slot)
    fieldObject.hub.listen(self)
  }

  /// Stops what ``listen(on:to:as:)`` started; nothing when the adapter does not listen.
  func stopListening() {
    guard destination.router != nil else { return }
    fieldObject.hub.stopListening(self)
    destination.router = nil
  }

  /// Reports `record` to the form's router.
  func machineDidTransition(_ record: TransitionRecord<FieldObject.Machine>) {
    guard let router = destination.router else { return }
    router.deliver(destination.slot, Self.report(of: record))
  }

  /// What `record` tells the form: the value and enablement from its states (an assigned value
  /// fires nothing), every effect marked by ``mark(_:in:)``.
  static func report(of record: TransitionRecord<FieldObject.Machine>) -> FormFieldReport {
    var report = FormFieldReport(
      before: value(of: record.before), after: value(of: record.after),
      isEnabledBefore: record.before.isEnabled, isEnabledAfter: record.after.isEnabled)
    for effect in record.effects { mark(effect, in: &report) }
    return report
  }
}
