/// The steps of a ``ChartExploration``, read from the tables the exploration keeps anyway
/// rather than stored one by one: step `index` is probe `index % probeCount` sent in state
/// `index / probeCount`, and its result, target and outcomes are integer look-ups. Hundreds of
/// thousands of steps then cost no memory of their own (a list of records cost more in page
/// faults and copies as it grew than the look-ups cost to read).
///
/// An exploration stopped at its state limit leaves out the steps whose target it did not
/// keep; its steps are then listed one by one.
struct ChartStepTable: RandomAccessCollection, Sendable {
  /// The number of probes: each state has one step per probe, in probe order.
  let probeCount: Int
  /// The core of each state.
  let coreOfState: [Int32]
  /// The combination of component values of each state.
  let combinationOfState: [Int32]
  /// The chart node of each state.
  let nodeOfState: [Int]
  /// Each core's probe results, ``ChartComponentLookups/resultsPerCore`` a core.
  let results: [ChartProbeResult]
  /// Each core's states by combination: the state's index, -1 for none.
  let stateOfCombination: [Int32]
  /// The component tables the results are read with.
  let lookups: ChartComponentLookups
  /// The steps one by one when the exploration was stopped at its state limit; `nil` when
  /// every state has a step for every probe.
  let listed: [ChartStepRecord]?

  /// No steps: the table of an exploration before it has run.
  static let none = ChartStepTable(
    probeCount: 1, coreOfState: [], combinationOfState: [], nodeOfState: [], results: [],
    stateOfCombination: [],
    lookups: ChartComponentLookups(
      combinationCount: 1, offsets: [0], resultsPerCore: 1, touchedNumbers: [0],
      mergedCombinations: [0]),
    listed: nil)

  /// The first step's index: 0.
  var startIndex: Int { 0 }
  /// The number of steps.
  var endIndex: Int { listed?.count ?? coreOfState.count * probeCount }

  /// Step `index`.
  subscript(index: Int) -> ChartStepRecord {
    if let listed { return listed[index] }
    return record(source: index / probeCount, probe: index % probeCount)
      ?? ChartStepRecord(
        source: 0, probe: 0, target: 0, conditions: 0, effects: 0, isSilent: true,
        isExact: false)
  }

  /// Calls `body` with each step's index and the step, in order: the table read state by
  /// state, without working out each step's state and probe from its index.
  func forEachStep(_ body: (_ index: Int, _ step: ChartStepRecord) -> Void) {
    if let listed {
      for (index, step) in listed.enumerated() { body(index, step) }
      return
    }
    var index = 0
    for source in coreOfState.indices {
      for probe in 0..<probeCount {
        if let step = record(source: source, probe: probe) { body(index, step) }
        index += 1
      }
    }
  }

  /// The step of `probe` from state `source`, or `nil` when its target was not kept (the
  /// exploration stopped at its state limit) or its probe has not run.
  @inline(__always)
  func record(source: Int, probe: Int) -> ChartStepRecord? {
    let combination = Int(combinationOfState[source])
    let slot =
      Int(coreOfState[source]) * lookups.resultsPerCore + lookups.offsets[probe]
      + lookups.touchedNumber(of: combination, probe: probe)
    let result = results[slot]
    guard result.isKnown else { return nil }
    let targetCombination = lookups.combination(
      combination, probe: probe, touchedNumber: result.touchedNumber)
    let target = Int(stateOfCombination[result.core * lookups.combinationCount + targetCombination])
    guard target >= 0 else { return nil }
    return ChartStepRecord(
      source: source, probe: probe, target: target, conditions: result.conditions,
      effects: result.effects,
      isSilent: result.effects == 0 && nodeOfState[target] == nodeOfState[source],
      isExact: result.isExact)
  }
}
