/// The time source of a form's debounced asynchronous validation, injected so tests need no
/// sleeping.
///
/// Time is a `Duration` since the clock's own origin. A form runs on real time unless it is given
/// a clock; `ManualValidationClock` (in FieldMachinesTesting) moves only when told, for tests and
/// simulations.
///
/// A clock has no isolation of its own: it is used from the isolation of the form that owns
/// it, which passes that isolation to ``sleep(until:isolation:)``, so a clock need not be
/// `Sendable`.
public protocol ValidationClock: AnyObject {
  /// The time now, since the clock's origin.
  var now: Duration { get }
  /// Suspends until ``now`` reaches `deadline`, staying on `isolation` (the caller's); throws
  /// `CancellationError` when the task is cancelled first.
  func sleep(until deadline: Duration, isolation: isolated (any Actor)?) async throws
}
