/// The time source of a form's debounced asynchronous validation, injected so tests need no
/// sleeping.
///
/// Time is a `Duration` since the clock's own origin. ``ContinuousValidationClock`` is the real
/// one; ``ManualValidationClock`` moves only when told, for tests and simulations.
@MainActor
public protocol ValidationClock: AnyObject {
  /// The time now, since the clock's origin.
  var now: Duration { get }
  /// Suspends until ``now`` reaches `deadline`; throws `CancellationError` when the task is
  /// cancelled first.
  func sleep(until deadline: Duration) async throws
}
