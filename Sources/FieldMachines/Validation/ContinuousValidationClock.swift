/// A ``ValidationClock`` on Swift's `ContinuousClock`: real time since the clock was made. A
/// form uses one unless it is given another clock.
package final class ContinuousValidationClock: ValidationClock, Sendable {
  private let clock = ContinuousClock()
  private let origin: ContinuousClock.Instant

  /// Creates a clock whose origin is now.
  package init() {
    origin = clock.now
  }

  /// The time since the clock was made.
  package var now: Duration { origin.duration(to: clock.now) }

  /// Sleeps until `deadline` after the origin, in steps of at most a day: a deadline far
  /// beyond what the system clock can represent (a debounce of `.seconds(Int64.max)`) sleeps
  /// until cancelled instead of trapping.
  package func sleep(until deadline: Duration, isolation: isolated (any Actor)?) async throws {
    while true {
      let remaining = Duration.saturatingSum(deadline, .zero - now.clampedToValidationHorizon)
      guard remaining > .zero else { return }
      try await clock.sleep(until: clock.now.advanced(by: min(remaining, .seconds(86_400))))
    }
  }
}
