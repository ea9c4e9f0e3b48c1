/// What the form adapters of the wheel fields (``PickerField``, ``DateField``) share, written
/// once: neither takes the keyboard as a text field does, both run on the form's runner and
/// report their transitions the same way, and both close as a resign or another keyboard
/// closes them.
protocol WheelFieldAdapter: FormFieldAdapter {
  /// The field object.
  associatedtype Wheel: MachineField
  /// The field, as its own type.
  var wheel: Wheel { get }
  /// The value a field in `state` holds, as the form reads it.
  static func value(of state: Wheel.Machine.State) -> FormValue
  /// Marks in `report` what `effect` tells the form: one exhaustive switch per kind, so a new
  /// effect does not compile until the form's need of it is decided.
  static func mark(_ effect: Wheel.Machine.Effect, in report: inout FormFieldReport)
}

extension WheelFieldAdapter {
  /// ``wheel``.
  var field: any Field { wheel }
  /// No: the wheel, not the keyboard, edits the value.
  var isTextInput: Bool { false }

  /// Makes the field run its events on `runner` and reports every transition to `handler`.
  func observe(
    on runner: EventRunner, _ handler: @escaping (FormFieldReport) -> Void
  ) -> TransitionObservation {
    wheel.hub.runner = runner
    return wheel.hub.listen { record in handler(Self.report(of: record)) }
  }

  /// What `record` tells the form: the value and enablement from its states, every effect
  /// marked by ``mark(_:in:)``.
  static func report(of record: TransitionRecord<Wheel.Machine>) -> FormFieldReport {
    var report = FormFieldReport(
      before: value(of: record.before), after: value(of: record.after),
      isEnabledBefore: record.before.isEnabled, isEnabledAfter: record.after.isEnabled)
    for effect in record.effects { mark(effect, in: &report) }
    return report
  }

  /// Closes as `resignFirstResponder()` does: neither kind has a should-end veto.
  func forceEnd() {
    wheel.resignFirstResponder()
  }

  /// Closes as another field's keyboard closes the field.
  func closeForKeyboard() {
    wheel.keyboardWillShow()
  }
}
