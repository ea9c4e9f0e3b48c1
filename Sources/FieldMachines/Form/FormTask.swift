/// A task the form started for one field's asynchronous validation, with its sequence number.
struct FormTask {
  var sequence: Int
  /// The wake-up's deadline; `nil` for a running check.
  var deadline: Duration?
  /// The task; `nil` when the form has no isolation to run it on, so ``Form/settle(isolation:)``
  /// runs the work itself.
  var task: Task<Void, Never>?
  /// The value a check without a task asks about.
  var value: FormValue?
  /// Whether a check without a task has yet to be run.
  var isWaiting = true

  init(sequence: Int, deadline: Duration?, task: Task<Void, Never>?, value: FormValue? = nil) {
    self.sequence = sequence
    self.deadline = deadline
    self.task = task
    self.value = value
  }
}
