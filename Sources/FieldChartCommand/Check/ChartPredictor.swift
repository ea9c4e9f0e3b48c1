import FieldCharts
import FieldMachines

/// A machine's chart indexed by integers, so checking a step against it costs a few integer
/// look-ups: the source and target states by their node's number (the positions of its
/// values in its regions), the event and effects by the code it remembers for each case
/// number (``ChartCaseNumbered``, or else ``EnumCase``), and the guard outcomes packed as the
/// step recorded
/// them (``GuardOutcomeCode``). Only a step the chart does not predict builds strings, to say
/// why.
///
/// It answers as `ChartableMachine.chartDisagreement(in:before:event:after:effects:conditions:)`
/// does. A reference type so that the checkers of many sequences share what it remembers; use
/// it from one task at a time. What it remembers is read and written on every step and never
/// held across a call that could reach it again, so those properties skip the runtime's dynamic
/// exclusivity checks.
package final class ChartPredictor<Machine: ChartableMachine> {
  /// What the chart says about a step.
  package enum Prediction {
    /// The chart predicts the step: by the transition at this index of the chart's
    /// transitions, or (`nil`) as a no-op where it has none.
    case predicted(transition: Int?)
    /// Why the chart does not predict the step.
    case disagreement(String)
  }

  /// The chart.
  package let chart: StateChart
  /// Each chart state's index, by its node values.
  private let states: [[String]: Int]
  /// The machine's regions' values, in ``ChartableMachine/chartRegions`` order.
  private let regionValues: [[String]]
  /// Each chart state's index (or -1) by its node's number: the sum over the regions of the
  /// position of the node's value in the region's values times the region's stride.
  private let statesByNumber: [Int]
  /// The chart's transitions and receptions by source state and event, as flat arrays.
  private let table: ChartStepTable
  /// What each of the chart's transitions expects.
  private let expected: [ChartTransitionPattern]
  /// Whether the chart records what every state receives; when not, every step is received.
  private let recordsReceptions: Bool
  /// Whether each event code, below the chart's codes' count, names an event the chart lists;
  /// others have no reception to check.
  private let chartEvents: [Bool]
  /// The code of each event and effect name met so far.
  @exclusivity(unchecked) private var codes: [String: Int]
  /// The code of each event and effect case met so far, when the names follow the cases: a
  /// machine has a few dozen cases, so a scan of their name pointers costs less than a hash.
  @exclusivity(unchecked) private var caseCodes: [(enumCase: EnumCase, code: Int)] = []
  /// Whether the names follow the cases (``ChartableMachine/chartNamesFollowCases``), so a code
  /// may be remembered by case number.
  private let namesFollowCases: Bool
  /// The code of each event case met so far, by its case number; -1 for one not met yet.
  @exclusivity(unchecked) private var eventCodesByCase: [Int] = []
  /// The code of each effect case met so far, by its case number; -1 for one not met yet.
  @exclusivity(unchecked) private var effectCodesByCase: [Int] = []
  /// The code of each event met so far, up to a bound: a hit costs a hash of the event, less
  /// than reading its case from the runtime.
  @exclusivity(unchecked) private var eventCodes: [Machine.Event: Int] = [:]
  /// The code of each effect met so far, up to a bound, for the same reason.
  @exclusivity(unchecked) private var effectCodes: [Machine.Effect: Int] = [:]

  /// Indexes `chart`.
  package init(_ chart: StateChart) {
    self.chart = chart
    var codes: [String: Int] = [:]
    func code(_ name: String) -> Int {
      if let known = codes[name] { return known }
      codes[name] = codes.count
      return codes.count - 1
    }
    var states: [[String]: Int] = [:]
    var stateIndex: [String: Int] = [:]
    for (index, state) in chart.states.enumerated() {
      if states[state.values] == nil { states[state.values] = index }
      if stateIndex[state.id] == nil { stateIndex[state.id] = index }
    }
    var transitions: [ChartStepKey: Int] = [:]
    var transitionKeys: [ChartStepKey] = []
    var expected: [ChartTransitionPattern] = []
    for (index, transition) in chart.transitions.enumerated() {
      let effects = transition.effects.map { entry in
        let isOptional = entry.hasSuffix("?")
        return (code: code(isOptional ? String(entry.dropLast()) : entry), isOptional: isOptional)
      }
      expected.append(
        ChartTransitionPattern(target: stateIndex[transition.target] ?? -1, effects: effects))
      guard let source = stateIndex[transition.source],
        let guards = GuardOutcomeCode(transition.conditions)
      else { continue }
      let key = ChartStepKey(source: source, event: code(transition.event), guards: guards)
      if transitions[key] == nil {
        transitions[key] = index
        transitionKeys.append(key)
      }
    }
    var receptions: Set<ChartStepKey>? = []
    for (index, state) in chart.states.enumerated() {
      guard let receives = state.receives else {
        receptions = nil
        break
      }
      for reception in receives {
        guard let guards = GuardOutcomeCode(reception.conditions) else { continue }
        receptions?.insert(
          ChartStepKey(source: index, event: code(reception.event), guards: guards))
      }
    }
    self.states = states
    let regionValues = Machine.chartRegions.map(\.values)
    let count = regionValues.reduce(1) { $0 * max($1.count, 1) }
    var statesByNumber = [Int](repeating: -1, count: count <= 1 << 16 ? count : 0)
    if !statesByNumber.isEmpty {
      for (values, index) in states {
        if let number = Self.number(of: values, in: regionValues) {
          statesByNumber[number] = index
        }
      }
    }
    self.regionValues = regionValues
    self.statesByNumber = statesByNumber
    let chartEventCodes = Set(chart.events.map { code($0.name) })
    table = ChartStepTable(
      stateCount: chart.states.count, eventCount: codes.count,
      transitions: transitionKeys.map { ($0, transitions[$0] ?? -1) },
      receptions: receptions.map(Array.init) ?? [])
    self.expected = expected
    recordsReceptions = receptions != nil
    chartEvents = (0..<codes.count).map(chartEventCodes.contains)
    self.codes = codes
    namesFollowCases = Machine.chartNamesFollowCases
  }

  /// Steps `machine` with `event`, recording its guard outcomes as it steps (one step, no
  /// copy run again), and says what the chart makes of the step.
  package func step(
    _ machine: inout Machine, _ event: Machine.Event
  ) -> (effects: Effects<Machine.Effect>, prediction: Prediction) {
    let before = machine.state
    var guards = GuardOutcomeCode()
    let effects = machine.handle(event, recordingOutcomesIn: &guards)
    return (
      effects,
      predict(before: before, event: event, after: machine.state, effects: effects, guards: guards)
    )
  }

  /// What the chart makes of the step `before` —`event`→ `after` returning `effects`, whose
  /// guards came out as `guards`.
  package func predict(
    before: Machine.State, event: Machine.Event, after: Machine.State,
    effects: Effects<Machine.Effect>, guards: GuardOutcomeCode
  ) -> Prediction {
    if let source = stateIndex(of: before), let target = stateIndex(of: after) {
      let key = ChartStepKey(source: source, event: code(of: event), guards: guards)
      let received =
        !recordsReceptions || !chartEvents.indices.contains(key.event) || !chartEvents[key.event]
        || table.receives(key)
      if received {
        if let index = table.transition(key) {
          if expected[index].target == target && matches(effects, expected[index].effects) {
            return .predicted(transition: index)
          }
        } else if target == source && effects.isEmpty {
          return .predicted(transition: nil)
        }
      }
    }
    if let disagreement = explanation(
      before: before, event: event, after: after, effects: effects, guards: guards)
    {
      return .disagreement(disagreement)
    }
    return .predicted(transition: nil)
  }

  /// The chart's own answer in strings, for a step the integer look-ups did not predict.
  private func explanation(
    before: Machine.State, event: Machine.Event, after: Machine.State,
    effects: Effects<Machine.Effect>, guards: GuardOutcomeCode
  ) -> String? {
    Machine.chartDisagreement(
      before: before, event: event, eventName: Machine.chartEventName(of: event), after: after,
      effectNames: effects.map(Machine.chartEffectName(of:)), conditions: guards.conditions,
      transition: chart.transition, receives: chart.receives)
  }

  /// Whether `effects` fit `pattern`: every required effect in order, optional ones present
  /// or not, nothing else.
  private func matches(
    _ effects: Effects<Machine.Effect>, _ pattern: [(code: Int, isOptional: Bool)]
  ) -> Bool {
    var next = 0
    for entry in pattern {
      if next < effects.count, code(of: effects[next]) == entry.code {
        next += 1
      } else if !entry.isOptional {
        return false
      }
    }
    return next == effects.count
  }

  /// The chart state `state` is in, by its node's number (no string hashed), or by its node
  /// values when a value is not among its region's.
  private func stateIndex(of state: Machine.State) -> Int? {
    if let number = Machine.chartNodeNumber(of: state), statesByNumber.indices.contains(number) {
      let index = statesByNumber[number]
      return index >= 0 ? index : nil
    }
    let values = Machine.chartNodeValues(of: state)
    if let number = Self.number(of: values, in: regionValues),
      statesByNumber.indices.contains(number)
    {
      let index = statesByNumber[number]
      return index >= 0 ? index : nil
    }
    return states[values]
  }

  /// The number of the node with `values`: a position in each region's values, mixed-radix;
  /// `nil` when a value is not among its region's.
  private static func number(of values: [String], in regions: [[String]]) -> Int? {
    guard values.count == regions.count else { return nil }
    var number = 0
    for (value, regionValues) in zip(values, regions) {
      guard let position = regionValues.firstIndex(of: value) else { return nil }
      number = number * regionValues.count + position
    }
    return number
  }

  /// The code of `event`'s name: by its case number when the machine numbers its events, else
  /// as ``code(of:memo:name:)`` finds it. There the event is hashed first: reading the case of
  /// an event with a payload makes the runtime look the payload's type up by its mangled name,
  /// which costs more than the hash.
  private func code(of event: Machine.Event) -> Int {
    if namesFollowCases, let number = Machine.chartEventCaseNumber(of: event) {
      return code(ofCase: number, in: &eventCodesByCase) { Machine.chartEventName(of: event) }
    }
    return code(of: event, memo: &eventCodes, name: Machine.chartEventName(of:))
  }

  /// The code of `effect`'s name, found as an event's is.
  private func code(of effect: Machine.Effect) -> Int {
    if namesFollowCases, let number = Machine.chartEffectCaseNumber(of: effect) {
      return code(ofCase: number, in: &effectCodesByCase) { Machine.chartEffectName(of: effect) }
    }
    return code(of: effect, memo: &effectCodes, name: Machine.chartEffectName(of:))
  }

  /// The code of the case numbered `number`, remembered in `table` (a machine has a few dozen
  /// cases); `name` gives the case's name the first time it is met.
  private func code(ofCase number: Int, in table: inout [Int], name: () -> String) -> Int {
    if table.indices.contains(number), table[number] >= 0 { return table[number] }
    let code = code(named: name())
    if (0..<4_096).contains(number) {
      if number >= table.count {
        table.append(contentsOf: repeatElement(-1, count: number + 1 - table.count))
      }
      table[number] = code
    }
    return code
  }

  /// The code of `value`'s name, which `name` gives: remembered per value in `memo` up to a
  /// bound, else by its case when the names follow the cases.
  private func code<Value: Hashable>(
    of value: Value, memo: inout [Value: Int], name: (Value) -> String
  ) -> Int {
    if let known = memo[value] { return known }
    let code: Int
    if Machine.chartNamesFollowCases, let enumCase = EnumCase(of: value) {
      code = self.code(of: enumCase) { name(value) }
    } else {
      code = self.code(named: name(value))
    }
    if memo.count < 4_096 { memo[value] = code }
    return code
  }

  /// The code of the case `enumCase`, whose name `name` gives the first time it is met.
  private func code(of enumCase: EnumCase, name: () -> String) -> Int {
    for entry in caseCodes where entry.enumCase == enumCase { return entry.code }
    let code = code(named: name())
    caseCodes.append((enumCase, code))
    return code
  }

  private func code(named name: String) -> Int {
    if let known = codes[name] { return known }
    codes[name] = codes.count
    return codes.count - 1
  }
}
