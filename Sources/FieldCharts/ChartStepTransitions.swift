/// For each step of a ``ChartExploration``, the index in its chart's transitions the step
/// takes, or `nil` for a silent step (``ChartDerivation/transitionOfStep``): read from the
/// step's key (chart node, event, guard outcomes) rather than stored one per step.
package struct ChartStepTransitions: RandomAccessCollection, Equatable, Sendable {
  /// The steps.
  let steps: ChartStepTable
  /// The chart node of each state.
  let nodeOfState: [Int]
  /// The event number of each probe.
  let eventOfProbe: [Int]
  /// The number of events.
  let eventCount: Int
  /// The number of guard-outcome lists.
  let conditionCount: Int
  /// The keys met, numbered densely.
  var keys = ChartKeyTable()
  /// The transition of each key by its number in ``keys``, or -1 for a key whose steps are
  /// silent.
  var transitionOfKey: [Int32] = []

  /// The first step's index: 0.
  package var startIndex: Int { 0 }
  /// The number of steps.
  package var endIndex: Int { steps.endIndex }

  /// The transition step `index` takes, or `nil` for a silent step.
  package subscript(index: Int) -> Int? {
    guard let number = keys.number(of: key(of: steps[index])) else { return nil }
    let transition = transitionOfKey[number]
    return transition < 0 ? nil : Int(transition)
  }

  /// The number of `step`'s key: its source's node, its event and its guard outcomes, mixed
  /// radix.
  func key(of step: ChartStepRecord) -> Int {
    (nodeOfState[step.source] * eventCount + eventOfProbe[step.probe]) * conditionCount
      + step.conditions
  }

  /// Whether both list the same transitions for the same steps.
  package static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.elementsEqual(rhs)
  }
}
