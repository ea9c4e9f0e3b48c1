/// A ``ValidationClock`` on Swift's `ContinuousClock`: real time since the clock was made.
public final class ContinuousValidationClock: ValidationClock, Sendable {
  private let clock = ContinuousClock()
  private let origin: ContinuousClock.Instant

  /// Creates a clock whose origin is now.
  public init() {
    origin = clock.now
  }

  /// The time since the clock was made.
  public var now: Duration { origin.duration(to: clock.now) }

  /// Sleeps until `deadline` after the origin.
  public func sleep(until deadline: Duration, isolation: isolated (any Actor)?) async throws {
    try await clock.sleep(until: origin.advanced(by: deadline), tolerance: nil)
  }
}
