import FieldMachines

/// A step's source state, event and guard outcomes, as ``ChartPredictor`` keys the chart by
/// them. Outside the generic predictor, so using one needs no generic metadata.
struct ChartStepKey: Hashable {
  var source: Int
  var event: Int
  var guards: GuardOutcomeCode
}
