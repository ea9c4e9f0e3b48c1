/// A form adapter of a field object that runs a machine, with what every kind's adapter does
/// alike written once: the field runs its events on the form's runner, and each transition is
/// reported with the value and enablement read from its states and every effect marked by the
/// kind (``mark(_:in:)``).
///
/// ``TextFieldAdapter`` (entry, area) and the wheel fields' adapters (``WheelFieldAdapter``)
/// conform.
protocol MachineFieldAdapter: FormFieldAdapter {
  /// The field object's type.
  associatedtype FieldObject: MachineField
  /// The field, as its own type.
  var fieldObject: FieldObject { get }
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

  /// Makes the field run its events on `runner` and reports every transition to `handler`.
  func observe(
    on runner: EventRunner, _ handler: @escaping (FormFieldReport) -> Void
  ) -> TransitionObservation {
    fieldObject.hub.runner = runner
    return fieldObject.hub.listen { record in handler(Self.report(of: record)) }
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
