import FieldMachines

/// What `check` makes of each transition a walk's field reports, as the field reports it: the
/// chart's prediction, the transition taken flagged, the first disagreement kept. It hears the
/// record where the field's hub lends it, so no record (two states and the effects) is copied
/// into a log and destroyed after the line, and it hears it as the field's listener
/// (`MachineField.listenToTransitions(_:)`, with ``hear(_:)`` made where the kind is known),
/// called directly by the hub, not through the observers' snapshot and callout an app's
/// observer needs. Its properties are read and written on every step
/// and never held across a call out, so they skip the runtime's dynamic exclusivity checks.
package final class WalkTransitionCheck<Machine: ChartableMachine> {
  /// The chart indexed.
  private let predictor: ChartPredictor<Machine>
  /// Whether each of the chart's transitions was taken, by index.
  @exclusivity(unchecked) package private(set) var taken: [Bool]
  /// Why the chart does not predict a step heard since ``startLine()``; `nil` while it
  /// predicts every one.
  @exclusivity(unchecked) package private(set) var disagreement: String?
  /// Whether a transition heard since ``takeStateChange()`` left its state changed.
  @exclusivity(unchecked) private var stateChanged = false

  /// A check against `predictor`'s chart, with no transition taken yet.
  package init(_ predictor: ChartPredictor<Machine>) {
    self.predictor = predictor
    taken = [Bool](repeating: false, count: predictor.chart.transitions.count)
  }

  /// Forgets the disagreement of the line before.
  package func startLine() {
    disagreement = nil
  }

  /// Whether a transition heard since the last call changed its machine's state; forgets it.
  /// The field's machine changes only by steps its observers hear, so `false` says the state
  /// (and all that is computed from it) is the one of the last call.
  package func takeStateChange() -> Bool {
    defer { stateChanged = false }
    return stateChanged
  }

  /// Checks the step `record` against the chart: the field's step recorded its guard outcomes
  /// as it ran, and the one prediction both checks the step and names the transition taken.
  /// After a disagreement the line's later steps are not looked at.
  package func hear(_ record: TransitionRecord<Machine>) {
    if !stateChanged && record.before != record.after { stateChanged = true }
    guard disagreement == nil else { return }
    let prediction = predictor.predict(
      before: record.before, event: record.event, after: record.after, effects: record.effects,
      guards: record.guards)
    switch prediction {
    case .disagreement(let why):
      disagreement = why
    case .predicted(let index):
      if let index, taken.indices.contains(index) { taken[index] = true }
    }
  }
}
