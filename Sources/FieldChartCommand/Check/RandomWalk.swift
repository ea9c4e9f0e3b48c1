import FieldCharts
import FieldMachines
import FieldMachinesTesting

/// `check`'s engine: seeded random walks of probe actions (and a kind's
/// `SessionVocabulary.walkScripts`) on a real field, with every invariant checked after each
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
  /// The delegate calls that begin and end an activation (``SessionKind/activationCalls``).
  private let activationCalls: (begin: String, end: String)

  /// Walks checked against `chart`, reaching `forbidden` counting as a violation.
  init(chart: StateChart, forbidden: String?) {
    self.chart = chart
    self.forbidden = forbidden
    predictor = ChartPredictor(chart)
    activationCalls = Kind.activationCalls
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
    let extra = Kind.sessionVocabulary?.walkScripts ?? []
    // Each script line is read once, before the walks.
    let scripts = ReadScript((Kind.Machine.chartProbes.map(\.script) + extra))
    var outcome = Outcome(steps: 0, taken: [], violation: nil)
    // The steps' check, which flags the transitions taken by index (cheaper than a set's
    // hashing per step), and one runner for every walk, reset to a new field before each.
    let check = WalkTransitionCheck(predictor)
    var runner: ScriptRunner<Kind>?
    while outcome.steps < events {
      let length = min(RandomWalk.walkLength, events - outcome.steps)
      // The walk as positions in `scripts`: no line (text and action) is copied per step.
      let script = (0..<length).map { _ in Int(random.next() % UInt64(scripts.lines.count)) }
      let result = firstViolation(in: script, of: scripts, check: check, reusing: &runner)
      if let (index, message) = result {
        outcome.steps += index + 1
        outcome.violation = shrink(
          Violation(script: script[...index].map { scripts.lines[$0] }, message: message))
        outcome.taken = Set(check.taken.indices.filter { check.taken[$0] })
        return outcome
      }
      outcome.steps += length
    }
    outcome.taken = Set(check.taken.indices.filter { check.taken[$0] })
    return outcome
  }

  /// The index of the first line of `script` after which an invariant fails, and why.
  func firstViolation(in script: [String]) -> (Int, String)? {
    var runner: ScriptRunner<Kind>?
    return firstViolation(
      in: Array(script.indices), of: ReadScript(script),
      check: WalkTransitionCheck(predictor), reusing: &runner)
  }

  /// The index in `script` (positions in `lines`) of the first line after which an invariant
  /// fails, and why: run on `reused` reset to a new field, or on a new runner left there whose
  /// transitions `check` hears (so a reused runner must have been made with the same check).
  private func firstViolation(
    in script: [Int], of lines: ReadScript, check: WalkTransitionCheck<Kind.Machine>,
    reusing reused: inout ScriptRunner<Kind>?
  ) -> (Int, String)? {
    let runner: ScriptRunner<Kind>
    if let reused {
      reused.reset()
      runner = reused
    } else {
      guard let fresh = try? ScriptRunner<Kind>(options: ParsedArguments(), hearing: check)
      else {
        return (0, "the field cannot be created")
      }
      runner = fresh
      reused = fresh
    }
    // Read once per walk: the runner's session is a variable (read with an access check), the
    // parts below are constants of this walk's field.
    let session = runner.session
    var isActive = false
    // The field's `isActive` at the last full look at its state; `nil` before the first.
    var fieldWasActive: Bool?
    _ = check.takeStateChange()
    for index in script.indices {
      let line = script[index]
      check.startLine()
      do throws(ScriptError) {
        // The step is looked at on the field itself, with no printable step built; the action is
        // passed from its array, borrowed, not copied out of an optional first.
        let position = lines.actionPositions[line]
        guard position >= 0, try runner.run(lines.actions[position]) else { continue }
      } catch {
        return (index, "the line '\(lines.lines[line])' failed: \(error.message)")
      }
      let message = violation(
        isActive: &isActive, fieldWasActive: &fieldWasActive, session: session, check: check)
      session.recorder.removeAll()
      if let message { return (index, message) }
    }
    return nil
  }

  /// What is wrong with the field of `session` after the line that ran last, whose transitions
  /// `check` heard and delegate calls are in its recorder; `nil` when every invariant holds.
  ///
  /// The field is read without registering an observation: its machine is copied once from its
  /// storage, and its height is computed for that machine's state
  /// (`MachineField.height(of:)`), so no step reads the machine through Observation. When no
  /// transition the line made changed the state, the state is the one looked at after an
  /// earlier line (`fieldWasActive` is its `isActive`), whose invariants, height and chart state
  /// held then and hold now: a machine is its state (`FieldMachine.init(state:)`) and a walk
  /// sets none of the field's metrics. Only the delegate calls are looked at then.
  private func violation(
    isActive: inout Bool, fieldWasActive: inout Bool?, session: FieldSession<Kind>,
    check: WalkTransitionCheck<Kind.Machine>
  ) -> String? {
    typealias Machine = Kind.Machine
    if let disagreement = check.disagreement {
      return "the chart does not predict the step: \(disagreement)"
    }
    let stateChanged = check.takeStateChange()
    var isForbidden = false
    let fieldIsActive: Bool
    if let known = fieldWasActive, !stateChanged {
      fieldIsActive = known
    } else {
      let field = session.field
      let machine = field.storedMachine
      if let broken = machine.invariantViolations().first {
        return "a machine invariant fails: \(broken)"
      }
      let expected = Machine.chartHeight(of: machine.state)
      let height = field.height(of: machine.state)
      if abs(height - expected) > 1e-9 {
        return "the field's height is \(height) but the chart state's is \(expected)"
      }
      // The field's `isActive` is its machine's state's; read from the copy, unobserved.
      fieldIsActive = machine.state.isActive
      fieldWasActive = fieldIsActive
      if let forbidden { isForbidden = Machine.chartStateID(of: machine.state) == forbidden }
    }
    for (call, answer) in session.recorder.calls where answer == nil {
      guard case .delegate(let message, _) = call else { continue }
      // The calls' names are read only to say what went wrong, not copied on every step.
      if message == .didBeginEditing {
        if isActive {
          return "\(activationCalls.begin) was called twice without \(activationCalls.end)"
        }
        isActive = true
      } else if message == .didEndEditing {
        if !isActive { return "\(activationCalls.end) was called without \(activationCalls.begin)" }
        isActive = false
      }
    }
    if isActive != fieldIsActive {
      return "the delegate calls say the field is \(isActive ? "" : "not ")active, "
        + "but isActive is \(fieldIsActive)"
    }
    if let forbidden, isForbidden {
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
