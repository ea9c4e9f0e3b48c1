/// Where a field's asynchronous validation is (``AsyncValidationMachine``).
package enum AsyncValidationPhase: Sendable, Hashable {
  /// Nothing is waiting or running.
  case idle
  /// Waiting for the value to stay unchanged until `deadline`.
  case debouncing(sequence: Int, deadline: Duration)
  /// The check numbered `sequence` is running.
  case running(sequence: Int)
}
