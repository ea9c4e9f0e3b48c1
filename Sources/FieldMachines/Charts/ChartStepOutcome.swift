/// Where a step went on the chart, or that it was a no-op there.
struct ChartStepOutcome: Equatable {
  var target: String
  var isSilent: Bool
}
