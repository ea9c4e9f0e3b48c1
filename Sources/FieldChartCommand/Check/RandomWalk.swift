@_spi(Testing) import FieldMachines
import FieldMachinesTesting

/// `check`'s engine: seeded random walks of probe actions (and a session's
/// ``WalkScriptProviding/walkScripts``) on a real field, with every invariant checked after each
/// step, and shrinking of a failing walk to a shortest script.
struct RandomWalk<Session: FieldSession> {
  /// The steps of one walk from a new field, at most.
  static var walkLength: Int { 100 }

  /// The chart the steps must agree with.
  let chart: StateChart
  /// A chart state whose reaching counts as a violation, if any.
  let forbidden: String?
  /// The chart indexed, so checking a step costs hash lookups rather than scans of the chart.
  private let predictor: ChartPredictor<Session.Machine>
  /// The index in the chart's transitions of the first transition with each key.
  private let transitionIndex: [TransitionKey: Int]

  /// A chart transition's source, event and guard outcomes.
  private struct TransitionKey: Hashable {
    var source: String
    var event: String
    var conditions: [String]
  }

  /// Walks checked against `chart`, reaching `forbidden` counting as a violation.
  init(chart: StateChart, forbidden: String?) {
    self.chart = chart
    self.forbidden = forbidden
    predictor = ChartPredictor(chart)
    var index: [TransitionKey: Int] = [:]
    for (position, transition) in chart.transitions.enumerated() {
      let key = TransitionKey(
        source: transition.source, event: transition.event, conditions: transition.conditions)
      if index[key] == nil { index[key] = position }
    }
    transitionIndex = index
  }

  /// A violation found: the script that shows it and what went wrong.
  struct Violation {
    /// The script, from a new field, whose last line breaks the invariant.
    var script: [String]
    /// What went wrong.
    var message: String
  }

  /// What a walk found.
  struct Outcome {
    /// The number of steps run.
    var steps: Int
    /// The chart transitions taken, by index.
    var taken: Set<Int>
    /// The first violation, shrunk; `nil` when every invariant held.
    var violation: Violation?
  }

  /// Runs `events` steps in walks of ``walkLength`` from new fields.
  func run(events: Int, seed: UInt64) -> Outcome {
    var random = SplitMix64(seed: seed)
    let extra = (Session.self as? any WalkScriptProviding.Type)?.walkScripts ?? []
    let scripts = Session.Machine.chartProbes.map(\.script) + extra
    var outcome = Outcome(steps: 0, taken: [], violation: nil)
    while outcome.steps < events {
      let length = min(RandomWalk.walkLength, events - outcome.steps)
      let script = (0..<length).map { _ in scripts[Int(random.next() % UInt64(scripts.count))] }
      let result = firstViolation(in: script, taken: &outcome.taken)
      if let (index, message) = result {
        outcome.steps += index + 1
        outcome.violation = shrink(Violation(script: Array(script[...index]), message: message))
        return outcome
      }
      outcome.steps += length
    }
    return outcome
  }

  /// The index of the first line of `script` after which an invariant fails, and why.
  func firstViolation(in script: [String]) -> (Int, String)? {
    var taken = Set<Int>()
    return firstViolation(in: script, taken: &taken)
  }

  private func firstViolation(in script: [String], taken: inout Set<Int>) -> (Int, String)? {
    guard let runner = try? ScriptRunner<Session>(options: ParsedArguments()) else {
      return (0, "the field cannot be created")
    }
    var isActive = false
    for (index, line) in script.enumerated() {
      let step: ScriptStep<Session.Machine>
      do throws(ScriptError) {
        guard let done = try runner.execute(line) else { continue }
        step = done
      } catch {
        return (index, "the line '\(line)' failed: \(error.message)")
      }
      if let message = violation(after: step, isActive: &isActive, taken: &taken, runner: runner) {
        return (index, message)
      }
    }
    return nil
  }

  private func violation(
    after step: ScriptStep<Session.Machine>, isActive: inout Bool, taken: inout Set<Int>,
    runner: ScriptRunner<Session>
  ) -> String? {
    typealias Machine = Session.Machine
    for record in step.records {
      if let disagreement = predictor.disagreement(
        before: record.before, event: record.event, after: record.after, effects: record.effects)
      {
        return "the chart does not predict the step: \(disagreement)"
      }
      let key = TransitionKey(
        source: Machine.chartStateID(of: record.before),
        event: Machine.chartEventName(of: record.event),
        conditions: Machine.chartConditions(of: record.event, in: record.before))
      if let index = transitionIndex[key] { taken.insert(index) }
    }
    let machine = runner.session.machine
    if let broken = machine.invariantViolations().first {
      return "a machine invariant fails: \(broken)"
    }
    let expected = Machine.chartHeight(of: machine.state)
    if abs(step.snapshot.height - expected) > 1e-9 {
      return "the field's height is \(step.snapshot.height) but the chart state's is \(expected)"
    }
    let calls = Session.activationCalls
    for call in step.calls {
      if call == calls.begin {
        if isActive { return "\(calls.begin) was called twice without \(calls.end)" }
        isActive = true
      } else if call == calls.end {
        if !isActive { return "\(calls.end) was called without \(calls.begin)" }
        isActive = false
      }
    }
    if isActive != step.snapshot.isActive {
      return "the delegate calls say the field is \(isActive ? "" : "not ")active, "
        + "but isActive is \(step.snapshot.isActive)"
    }
    if let forbidden, step.state == forbidden {
      return "the field reached the forbidden state \(forbidden)"
    }
    return nil
  }

  /// `violation` with lines removed, one at a time, while the script still fails.
  func shrink(_ violation: Violation) -> Violation {
    var current = violation
    var index = 0
    while index < current.script.count {
      var candidate = current.script
      candidate.remove(at: index)
      if let (failing, message) = firstViolation(in: candidate) {
        current = Violation(script: Array(candidate[...failing]), message: message)
        index = 0
      } else {
        index += 1
      }
    }
    return current
  }
}
