/// Metrics other than ``FieldMetrics/materialFields``, kept by reference: a field with the
/// default metrics (nearly every one) stores no metrics, only an empty reference, and copies of
/// its settings share one box.
final class FieldMetricsBox: Sendable {
  /// The metrics.
  let metrics: FieldMetrics

  /// A box holding `metrics`.
  init(_ metrics: FieldMetrics) {
    self.metrics = metrics
  }
}
