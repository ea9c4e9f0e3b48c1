/// What decides a chart transition: the chart state, the event name and the guard outcomes.
struct ChartStepKey: Hashable {
  var source: String
  var event: String
  var conditions: [String]
}
