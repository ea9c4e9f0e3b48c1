/// One call of a field, written once: admitted (``MachineField/admit(orQueue:)``) and left, or
/// queued from a delegate or an observer while an event runs. The fields' programmatic calls
/// and user actions (`becomeFirstResponder()`, `resignFirstResponder()`, the keyboard edits,
/// clear, done) each name only what runs inside.
extension MachineField {
  /// Runs `body` as one call of the field and returns `result()` read at the end of the call,
  /// before the calls queued during it run. From a delegate or an observer while an event runs,
  /// `later` is queued instead, `body` does not run, and `result()` is read now.
  func admitted<Result>(
    orQueue later: @autoclosure () -> (() -> Void), returning result: () -> Result,
    running body: (EventRunner) -> Void
  ) -> Result {
    guard let runner = admit(orQueue: later()) else { return result() }
    defer { runner.leave() }
    body(runner)
    return result()
  }

  /// Runs `body` as one call of the field; from a delegate or an observer while an event runs,
  /// queues `later` instead.
  func admitted(
    orQueue later: @autoclosure () -> (() -> Void), running body: (EventRunner) -> Void
  ) {
    admitted(orQueue: later(), returning: {}, running: body)
  }
}
