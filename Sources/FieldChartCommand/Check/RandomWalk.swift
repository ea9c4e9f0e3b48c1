import FieldCharts
@_spi(Testing) import FieldMachines
import FieldMachinesTesting

/// `check`'s engine: seeded random walks of probe actions (and a kind's
/// ``WalkScriptProviding/walkScripts``) on a real field, with every invariant checked after each
/// step, and shrinking of a failing walk to a shortest script.
struct RandomWalk<Kind: SessionKind> {
  /// The steps of one walk from a new field, at most.
  static var walkLength: Int { 100 }

  /// The chart the steps must agree with.
  let chart: StateChart
  /// A chart state whose reaching counts as a violation, if any.
  let forbidden: String?
  /// The chart indexed, so checking a step costs integer look-ups rather than scans of the
  /// chart; it also says which transition a step took.
  private let predictor: ChartPredictor<Kind.Machine>

  /// Walks checked against `chart`, reaching `forbidden` counting as a violation.
  init(chart: StateChart, forbidden: String?) {
    self.chart = chart
    self.forbidden = forbidden
    predictor = ChartPredictor(chart)
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
    let extra = (Kind.self as? any WalkScriptProviding.Type)?.walkScripts ?? []
    let scripts = Kind.Machine.chartProbes.map(\.script) + extra
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
    guard let runner = try? ScriptRunner<Kind>(options: ParsedArguments()) else {
      return (0, "the field cannot be created")
    }
    var isActive = false
    for (index, line) in script.enumerated() {
      let step: ScriptStep<Kind.Machine>
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
    after step: ScriptStep<Kind.Machine>, isActive: inout Bool, taken: inout Set<Int>,
    runner: ScriptRunner<Kind>
  ) -> String? {
    typealias Machine = Kind.Machine
    for record in step.records {
      // The field stepped; its record carries no guard outcomes, so they are recorded once on
      // a copy, and the one prediction both checks the step and names the transition taken.
      let prediction = predictor.predict(
        before: record.before, event: record.event, after: record.after, effects: record.effects,
        guards: GuardOutcomeCode(of: record.event, in: record.before, of: Machine.self))
      switch prediction {
      case .disagreement(let disagreement):
        return "the chart does not predict the step: \(disagreement)"
      case .predicted(let index):
        if let index { taken.insert(index) }
      }
    }
    let machine = runner.session.machine
    if let broken = machine.invariantViolations().first {
      return "a machine invariant fails: \(broken)"
    }
    let expected = Machine.chartHeight(of: machine.state)
    if abs(step.snapshot.height - expected) > 1e-9 {
      return "the field's height is \(step.snapshot.height) but the chart state's is \(expected)"
    }
    let calls = Kind.activationCalls
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
