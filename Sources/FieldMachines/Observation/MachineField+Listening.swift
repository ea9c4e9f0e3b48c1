/// A package's direct hearing of a field's steps: what a form's adapter does, for a tool that
/// checks every step (`fieldchart check`).
extension MachineField {
  /// Makes `handler` hear every later transition of this field, at once and as library code:
  /// it takes the hub's listener slot (or, when a form's listener holds it, a place beside the
  /// observers), so a step reaches it without the observers' snapshot and callout an app's
  /// observer needs; observers registered before and after it still hear the step in the order
  /// of registration. It is not app code, so calls it makes into fields would run at once: a
  /// handler must only look at the record. The field holds `handler` as long as the field
  /// lives.
  package func listenToTransitions(
    _ handler: @escaping (TransitionRecord<Machine>) -> Void
  ) {
    hub.listen(TransitionHandlerListener(handler))
  }
}
