/// ``ObservableField``'s members, written once for every field: the field's `TransitionHub`
/// stores its machine and reports its steps.
extension MachineField {
  /// The machine this field runs (an ``EntryFieldMachine``, ``AreaFieldMachine``,
  /// ``PickerFieldMachine`` or ``DateFieldMachine``); read its `state` for the whole state.
  public var machine: Machine { hub.machine }

  /// Calls `handler` after every transition, before its effects are performed. Calls the
  /// handler makes into this field, other fields of its form or the form are queued until the
  /// event completes (see <doc:FormsAndFocus#Run-to-completion>).
  public func observeTransitions(
    _ handler: @escaping (TransitionRecord<Machine>) -> Void
  ) -> TransitionObservation {
    hub.observe(handler)
  }

  /// Every later transition, as an asynchronous sequence.
  public var transitions: AsyncStream<TransitionRecord<Machine>> {
    hub.stream
  }
}
