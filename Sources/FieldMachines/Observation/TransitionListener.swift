/// Library code that hears every transition of a field at once, as part of the event: a form's
/// adapter of the field (``MachineFieldAdapter``). Unlike an app's observer, the calls it makes
/// into fields run at once instead of being queued.
///
/// A ``TransitionHub`` keeps its first listener in a slot of its own, so joining a form costs a
/// field no observation object and no list; see ``TransitionHub/listen(_:)``.
protocol TransitionListener<Machine>: AnyObject {
  /// The machine of the field it listens to.
  associatedtype Machine: FieldMachine
  /// Hears `record`, after the new machine is stored and before the field performs the effects.
  func machineDidTransition(_ record: TransitionRecord<Machine>)
}
