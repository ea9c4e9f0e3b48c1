/// What a step did on the chart: its target state and effects, or nothing.
struct ChartStepOutcome: Equatable {
  var target: String
  var effects: [String]
  var isSilent: Bool
}
