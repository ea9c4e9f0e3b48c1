import FieldMachines

/// A `ValidationClock` that moves only when told: for tests and headless simulations.
///
/// ``sleep(until:isolation:)`` suspends until ``advance(by:)`` or ``advance(to:)`` moves ``now``
/// to the deadline; nothing waits for real time. After advancing, `await form.settle()` lets
/// every woken validation finish.
///
/// The clock is not `Sendable`: it belongs to the isolation of the form that uses it (the main
/// actor, or a server's own actor), and is advanced from there.
public final class ManualValidationClock: ValidationClock {
  private struct Sleeper {
    var id: Int
    var deadline: Duration
    var continuation: CheckedContinuation<Void, any Error>
  }

  /// The time now; it changes only through ``advance(by:)`` and ``advance(to:)``.
  public private(set) var now: Duration
  private var sleepers: [Sleeper] = []
  private var nextID = 0

  /// Creates a clock at `now`.
  public init(now: Duration = .zero) {
    self.now = now
  }

  /// How many sleepers wait for a later time.
  public var sleeperCount: Int { sleepers.count }

  /// Suspends until ``now`` reaches `deadline`; returns at once for a past deadline.
  ///
  /// On an actor, cancelling the sleeping task wakes it with `CancellationError` at once;
  /// outside any actor a cancelled sleeper stays until the clock passes its deadline.
  public func sleep(until deadline: Duration, isolation: isolated (any Actor)?) async throws {
    guard deadline > now else { return }
    nextID += 1
    let id = nextID
    let reference = isolation.map { IsolatedReference(self, isolation: $0) }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        if Task.isCancelled {
          continuation.resume(throwing: CancellationError())
        } else {
          sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
        }
      }
    } onCancel: {
      guard let reference else { return }
      Task { await ManualValidationClock.cancelSleeper(reference, id: id, on: reference.isolation) }
    }
  }

  /// Moves the time forward by `duration` (a negative duration does nothing) and wakes every
  /// sleeper whose deadline has come, earliest first. The time saturates at `Int64.max` seconds
  /// instead of overflowing `Duration`.
  public func advance(by duration: Duration) {
    advance(to: Duration.saturatingSum(now, max(duration, .zero)))
  }

  /// Moves the time to `instant` (an earlier instant does nothing) and wakes every sleeper whose
  /// deadline has come, earliest first.
  public func advance(to instant: Duration) {
    guard instant > now else { return }
    now = instant
    let due = sleepers.filter { $0.deadline <= instant }.sorted { $0.deadline < $1.deadline }
    sleepers.removeAll { $0.deadline <= instant }
    for sleeper in due { sleeper.continuation.resume() }
  }

  private static func cancelSleeper(
    _ reference: IsolatedReference<ManualValidationClock>, id: Int, on actor: isolated any Actor
  ) {
    reference.object(on: actor)?.cancelSleeper(id: id)
  }

  private func cancelSleeper(id: Int) {
    guard let index = sleepers.firstIndex(where: { $0.id == id }) else { return }
    let sleeper = sleepers.remove(at: index)
    sleeper.continuation.resume(throwing: CancellationError())
  }
}
