/// An order from ``AsyncValidationMachine`` to the form that runs it.
package enum AsyncValidationAction: Sendable, Hashable {
  /// Wake the machine at `deadline` with ``AsyncValidationMachine/deadlineReached(sequence:)``.
  case wake(sequence: Int, deadline: Duration)
  /// Run the asynchronous rules on `value` and report with
  /// ``AsyncValidationMachine/receive(sequence:violations:)``.
  case start(sequence: Int, value: FormValue)
  /// Cancel the wake-up or the check numbered `sequence`; its answer will be dropped anyway.
  case cancel(sequence: Int)
  /// The asynchronous rules' answer for the current value: apply it.
  case answer([RuleViolation])
}
