extension Duration {
  /// The farthest a validation clock counts, either way: `Int64.max` seconds (about 292 billion
  /// years). Times and debounces from outside are clamped into ±this before any arithmetic, so
  /// their sums fit in `Duration` and never trap.
  package static let validationHorizon = Duration.seconds(Int64.max)

  /// `self` clamped into ±``validationHorizon``.
  package var clampedToValidationHorizon: Duration {
    min(max(self, .zero - Duration.validationHorizon), Duration.validationHorizon)
  }

  /// `lhs + rhs` without trapping: both are clamped into ±``validationHorizon`` (their sum then
  /// fits in `Duration`'s 128 bits), and so is the sum.
  package static func saturatingSum(_ lhs: Duration, _ rhs: Duration) -> Duration {
    (lhs.clampedToValidationHorizon + rhs.clampedToValidationHorizon).clampedToValidationHorizon
  }
}
