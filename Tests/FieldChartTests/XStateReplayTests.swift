import FieldChartCommand
import FieldChartRendering
import FieldMachines
import FieldMachinesTesting
import Foundation
import Testing

/// The XState exports run by XState interpreters, when they are installed
/// (`.ci/install-chart-tools` installs both from PyPI). XState v5 itself is on npm only, which
/// CI cannot reach.
///
/// - xstate-python (PyPI `xstate` 0.0.1), statelyai's Python port of XState's SCXML-based
///   algorithm. It lacks three things the harness (``xstatePythonScript``) supplies: a
///   targetless transition (no `target`) is read as having no target, a parallel machine starts
///   in each region's `initial`, and the v5 `guard` objects (`stateIn`, `and`, `or`) are
///   evaluated by the harness on the state before the event.
/// - xstate-statemachine (PyPI, 0.11.0), an independent Python interpreter of XState JSON
///   that evaluates `stateIn`, `and` and `or` guards itself. Its `stateIn` takes a state id
///   (`params.state`), so the harness (``xstateStatemachineScript``) rewrites each
///   `{"stateValue": {"error": "none"}}` to `{"state": "#EntryFieldMachine.error.none"}`, which
///   is the same guard in v5 (`stateIn` takes a state value or a state id).
///
/// Each replays every transition-cover path and a seeded random walk over every probe (so also
/// events a state does not handle), flat and regional, and after each event compares the
/// interpreter's states with the Swift machine's state and its actions with the chart's effects.
@Suite struct XStateReplayTests {
  static let hasXStatePython = TestSupport.importablePythonModules.contains("xstate.machine")
  static let hasXStateStatemachine =
    TestSupport.importablePythonModules.contains("xstate_statemachine.sync_interpreter")

  @Test(
    .enabled(if: hasXStatePython, "xstate-python (PyPI xstate) is not installed"),
    arguments: TestSupport.machineNames)
  func xstatePythonReplaysLikeTheSwiftMachine(_ name: String) throws {
    let machine = try #require(ChartCatalog.machine(named: name))
    for regional in [false, true] {
      try replay(
        machine, regional: regional, interpreter: "xstate-python",
        script: XStateReplayTests.xstatePythonScript)
    }
  }

  @Test(
    .enabled(if: hasXStateStatemachine, "xstate-statemachine (PyPI) is not installed"),
    arguments: TestSupport.machineNames)
  func xstateStatemachineReplaysLikeTheSwiftMachine(_ name: String) throws {
    let machine = try #require(ChartCatalog.machine(named: name))
    for regional in [false, true] {
      try replay(
        machine, regional: regional, interpreter: "xstate-statemachine",
        script: XStateReplayTests.xstateStatemachineScript)
    }
  }

  /// A run of the real field replays exactly from its `simulate --json` steps: each event's
  /// chart token (`event` and `guard` joined by `_`) sent to the interpreter gives, event by
  /// event, the flat state the field reached (`to`) and, step by step, its regions (`regions`).
  @Test(
    .enabled(
      if: hasXStatePython || hasXStateStatemachine, "no XState interpreter is installed"),
    arguments: TestSupport.fieldMachineNames)
  func simulateJSONRunReplaysInXState(_ name: String) throws {
    let chart = try #require(ChartCatalog.machine(named: name)).chart
    let paths = FieldChartCommand.run(arguments: ["paths", name], stdin: "")
    try #require(paths.exitCode == .success, "paths: \(paths.stderr)")
    let run = FieldChartCommand.run(arguments: ["simulate", name, "--json"], stdin: paths.stdout)
    try #require(run.exitCode == .success, "simulate --json: \(run.stderr)")
    var input = ["#reset"]
    var flat: [String] = []
    var regions: [Int: Set<String>] = [:]
    for line in run.stdout.split(separator: "\n") {
      let step = try #require(
        try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      if step["action"] as? String == "reset" {
        input.append("#reset")
        continue
      }
      for event in step["events"] as? [[String: Any]] ?? [] {
        let token =
          try [#require(event["event"] as? String)]
          + (try #require(event["guard"] as? [String]))
        input.append(token.joined(separator: "_"))
        flat.append(try #require(event["to"] as? String))
      }
      if !(step["events"] as? [Any] ?? []).isEmpty {
        let values = try #require(step["regions"] as? [String: String])
        regions[flat.count - 1] = Set(values.map { "\($0.key)_\($0.value)" })
      }
    }
    #expect(flat.count > chart.transitions.count)
    let interpreters = [
      (XStateReplayTests.hasXStatePython, "xstate-python", XStateReplayTests.xstatePythonScript),
      (
        XStateReplayTests.hasXStateStatemachine, "xstate-statemachine",
        XStateReplayTests.xstateStatemachineScript
      ),
    ]
    for (installed, interpreter, script) in interpreters where installed {
      for regional in [false, true] {
        let document =
          regional
          ? XStateRenderer.render(RegionalChart(factoring: chart)) : XStateRenderer.render(chart)
        let states = try XStateReplayTests.run(script, on: document, input: input)
          .map {
            Set(
              $0.split(separator: "|", omittingEmptySubsequences: false)[0]
                .split(separator: ",").map(String.init))
          }
        #expect(states.count == flat.count)
        var mismatches = 0
        for (index, actual) in states.enumerated() where index < flat.count {
          let wanted: Set<String>? = regional ? regions[index] : [flat[index]]
          if let wanted, actual != wanted {
            mismatches += 1
            if mismatches <= 3 {
              Issue.record(
                Comment(
                  rawValue: "\(interpreter) \(regional ? "regional" : "flat") event \(index): "
                    + "\(actual.sorted()), the field \(wanted.sorted())"))
            }
          }
        }
        #expect(mismatches == 0)
        print(
          "simulate --json replay \(name) \(regional ? "regional" : "flat") in \(interpreter): "
            + "\(states.count) events, \(mismatches) mismatches")
      }
    }
  }

  /// Runs a replay `script` on the configuration `document` with `input` on standard input and
  /// returns its output lines.
  static func run(_ script: String, on document: String, input: [String]) throws -> [Substring] {
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let documentFile = directory.appendingPathComponent("chart.xstate.json")
    try Data(document.utf8).write(to: documentFile)
    let scriptFile = directory.appendingPathComponent("replay.py")
    try Data(script.utf8).write(to: scriptFile)
    let result = TestSupport.run(
      "/usr/bin/env", ["python3", scriptFile.path, documentFile.path],
      input: input.joined(separator: "\n") + "\n")
    try #require(result.status == 0, "the interpreter failed: \(result.stderr)")
    return result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
  }

  /// What the interpreter must show after one event: the active states and the actions.
  private struct Expected {
    var states: Set<String>
    var actions: [String]
  }

  private func replay<Machine: ChartableMachine>(
    _ machine: Machine.Type, regional: Bool, interpreter: String, script: String
  ) throws {
    let derivation = Machine.chartDerivation
    let chart = derivation.chart
    let statechart = RegionalChart(factoring: chart)
    var runs = derivation.transitionCoverPaths().map { derivation.events(of: $0) }
    var random = SplitMix64(seed: 11)
    let probes = Machine.chartProbes
    runs.append((0..<600).map { _ in probes[Int(random.next() % UInt64(probes.count))].event })
    var input: [String] = []
    var sent: [String] = []
    var expected: [Expected] = []
    var taken: Set<StateChart.Transition> = []
    for run in runs {
      input.append("#reset")
      var current = Machine(state: Machine.chartInitialState)
      for event in run {
        let before = current.state
        _ = current.handle(event)
        let name = Machine.chartEventName(of: event)
        let conditions = Machine.chartConditions(of: event, in: before)
        sent.append(StateChart.qualifiedEvent(name, conditions: conditions))
        input.append(sent[sent.count - 1])
        let transition = chart.transition(
          from: Machine.chartStateID(of: before), event: name, conditions: conditions)
        if let transition { taken.insert(transition) }
        let values = Machine.chartNodeValues(of: current.state)
        expected.append(
          Expected(
            states: regional
              ? Set(statechart.regions.map { $0.stateID(values[$0.index]) })
              : [Machine.chartStateID(of: current.state)],
            actions: transition?.effects ?? []))
      }
    }
    if TestSupport.fieldMachineNames.contains(Machine.chartName) {
      #expect(taken.count == chart.transitions.count, "the replay takes every transition")
    } else {
      // The form's normalised states leave some transitions off its exact paths (about one
      // in ten); the replay still compares every step it takes.
      #expect(taken.count * 10 >= chart.transitions.count * 8, "\(taken.count) taken")
    }
    let kind = regional ? "regional" : "flat"
    let lines = try XStateReplayTests.run(
      script,
      on: regional ? XStateRenderer.render(statechart) : XStateRenderer.render(chart),
      input: input)
    #expect(lines.count == expected.count)
    var mismatches = 0
    for (index, (line, wanted)) in zip(lines, expected).enumerated() {
      let parts = line.split(separator: "|", omittingEmptySubsequences: false)
      let states = Set(parts[0].split(separator: ",").map(String.init))
      var actions = parts.count > 1 ? parts[1].split(separator: ",").map(String.init) : []
      var wantedActions = wanted.actions
      if regional {
        // Regions take their transitions together; the interpreters return their actions in
        // no fixed order across regions.
        actions.sort()
        wantedActions.sort()
      }
      guard states != wanted.states || actions != wantedActions else { continue }
      mismatches += 1
      if mismatches <= 3 {
        let message =
          "\(kind) step \(index) (\(sent[index])): \(interpreter) is in \(states.sorted()) doing "
          + "\(actions), Swift in \(wanted.states.sorted()) doing \(wantedActions)"
        Issue.record(Comment(rawValue: message))
      }
    }
    #expect(mismatches == 0)
    print(
      "XState replay \(Machine.chartName) \(kind) in \(interpreter): \(expected.count) steps, "
        + "\(taken.count) of \(chart.transitions.count) transitions, \(mismatches) mismatches")
  }

  /// Loads the configuration with xstate-python and, for each event read from standard input,
  /// sends it and prints the active states and the actions (`state,state|action,action`);
  /// `#reset` starts anew. Three adapters make up for what xstate-python 0.0.1 lacks, none of
  /// them touching the configuration: a transition without `target` stays where it is (0.0.1
  /// raises `KeyError`); a parallel machine starts in each region's `initial` through
  /// `state_from` (0.0.1 cannot enter a parallel root); and v5 guards, which 0.0.1 ignores (it
  /// reads only v4's `cond`, called with no argument), become such a `cond` that evaluates
  /// `stateIn` / `and` / `or` on the state before the event, as the guard implementations a
  /// v5 user passes to `createMachine` would.
  static let xstatePythonScript = """
    import contextlib
    import io
    import json
    import sys

    from xstate.machine import Machine
    from xstate.transition import Transition

    read_target = Transition.target

    def target(transition):
        if isinstance(transition.config, dict) and "target" not in transition.config:
            return []
        return read_target.fget(transition)

    Transition.target = property(target)

    class ActionNames(dict):
        def __contains__(self, name):
            return True

        def __getitem__(self, name):
            return name

    with open(sys.argv[1]) as handle:
        config = json.load(handle)
    machine = Machine(config, actions=ActionNames())
    parallel = config.get("type") == "parallel"
    state = None

    def holds(guard, value):
        kind = guard["type"]
        params = guard.get("params", {})
        if kind == "stateIn":
            return all(value.get(region) == wanted
                       for region, wanted in params["stateValue"].items())
        if kind == "and":
            return all(holds(inner, value) for inner in params["guards"])
        if kind == "or":
            return any(holds(inner, value) for inner in params["guards"])
        raise ValueError("unknown guard type " + kind)

    def nodes(node):
        yield node
        for child in node.states.values():
            yield from nodes(child)

    for node in nodes(machine.root):
        for transition in node.transitions:
            if isinstance(transition.config, dict) and "guard" in transition.config:
                guard = transition.config["guard"]
                transition.cond = (lambda guard: lambda: holds(guard, state.value))(guard)

    def start():
        if parallel:
            return machine.state_from(
                {name: region["initial"] for name, region in config["states"].items()})
        with contextlib.redirect_stdout(io.StringIO()):
            return machine.initial_state

    def names(value):
        if isinstance(value, str):
            return [value]
        return sorted(region + "_" + inner for region, inner in value.items())

    for line in sys.stdin:
        event = line.strip()
        if event == "#reset":
            state = start()
            continue
        state = machine.transition(state, event)
        print(",".join(names(state.value)) + "|" + ",".join(state.actions))
    """

  /// Loads the configuration with xstate-statemachine's synchronous interpreter, with each
  /// `stateIn` guard's state value written as the state id it names; then as
  /// ``xstatePythonScript``.
  static let xstateStatemachineScript = """
    import json
    import logging
    import sys

    logging.disable(logging.CRITICAL)
    from xstate_statemachine import MachineLogic, create_machine
    from xstate_statemachine.sync_interpreter import SyncInterpreter

    with open(sys.argv[1]) as handle:
        config = json.load(handle)
    machine_id = config["id"]
    names = set()

    def adapt(node):
        if isinstance(node, dict):
            params = node.get("params")
            if node.get("type") == "stateIn" and isinstance(params, dict):
                (region, value), = params["stateValue"].items()
                node["params"] = {"state": "#%s.%s.%s" % (machine_id, region, value)}
            if isinstance(node.get("actions"), list):
                names.update(action["type"] for action in node["actions"])
            for inner in node.values():
                adapt(inner)
        elif isinstance(node, list):
            for inner in node:
                adapt(inner)

    adapt(config)
    performed = []

    def performer(name):
        return lambda *arguments: performed.append(name)

    logic = MachineLogic(actions={name: performer(name) for name in names})
    machine = create_machine(config, logic=logic)
    interpreter = None
    prefix = machine_id + "."
    for line in sys.stdin:
        event = line.strip()
        if event == "#reset":
            if interpreter is not None:
                interpreter.stop()
            interpreter = SyncInterpreter(machine).start()
            continue
        del performed[:]
        interpreter.send(event)
        states = sorted(state[len(prefix):].replace(".", "_")
                        for state in interpreter.current_state_ids)
        print(",".join(states) + "|" + ",".join(performed))
    """
}
