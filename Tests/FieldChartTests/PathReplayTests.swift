import FieldChartCommand
import FieldCharts
import FieldMachines
import Foundation
import Testing

/// Every transition-cover path takes the transitions it claims on the machine, and replays as a
/// `simulate` script on the real field to its expected final state.
@Suite struct PathReplayTests {
  @Test(arguments: TestSupport.fieldMachineNames)
  func pathsTakeEveryTransitionOnTheMachine(_ name: String) throws {
    let machine = try #require(ChartCatalog.machine(named: name))
    checkOnMachine(machine)
  }

  @Test(arguments: TestSupport.fieldMachineNames)
  func everyPathsScriptReplaysThroughSimulate(_ name: String) {
    let paths = FieldChartCommand.run(arguments: ["paths", name])
    #expect(paths.exitCode == .success)
    let scripts = paths.stdout.components(separatedBy: "\nreset\n")
    #expect(scripts.count >= 1)
    for script in scripts {
      let final = script.split(separator: "\n").last { $0.hasPrefix("expect ") }
      #expect(final != nil, "a script without its expected final state")
      let replay = FieldChartCommand.run(arguments: ["simulate", name], stdin: script)
      #expect(replay.exitCode == .success, "\(final ?? ""): \(replay.stderr)")
    }
    // The whole output also replays at once, as the help says.
    let all = FieldChartCommand.run(arguments: ["simulate", name, "--json"], stdin: paths.stdout)
    #expect(all.exitCode == .success, "\(all.stderr)")
  }

  @Test(arguments: TestSupport.fieldMachineNames)
  func everyStepOfEveryPathReachesItsStateOnTheField(_ name: String) throws {
    let machine = try #require(ChartCatalog.machine(named: name))
    try checkOnField(machine)
  }

  @Test func shortestPathsMode() {
    let derivation = EntryFieldMachine.chartDerivation
    let paths = derivation.transitionCoverPaths(maximumDetour: 0)
    let taken = Set(paths.flatMap { $0.transitions.compactMap { $0 } })
    #expect(taken == Set(derivation.chart.transitions.indices))
    // The deepest entry transition (toggling a revealed password on an active, read-only field
    // whose text overflows its limit) needs seven steps from a new field, now that a probe
    // assigns a text over the limit at once.
    #expect(paths.allSatisfy { $0.probes.count <= 7 })
    #expect(paths.contains { $0.probes.count == 7 })
  }

  /// Replays each path on the real field with `simulate --json` and compares the chart state
  /// after every line, not only the last, with the state the exploration found.
  private func checkOnField<Machine: ChartableMachine>(_ machine: Machine.Type) throws {
    let derivation = Machine.chartDerivation
    for path in derivation.transitionCoverPaths() {
      let replay = FieldChartCommand.run(
        arguments: ["simulate", Machine.chartName, "--json"],
        stdin: path.scripts.joined(separator: "\n") + "\n")
      try #require(replay.exitCode == .success, "\(replay.stderr)")
      let states = try replay.stdout.split(separator: "\n").map { line in
        let step = try #require(
          JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        return step["state"] as? String ?? ""
      }
      #expect(states == path.states, "\(path.scripts)")
    }
  }

  private func checkOnMachine<Machine: ChartableMachine>(_ machine: Machine.Type) {
    let derivation = Machine.chartDerivation
    let chart = derivation.chart
    var taken = Set<Int>()
    for path in derivation.transitionCoverPaths() {
      var current = Machine(state: Machine.chartInitialState)
      for (index, event) in derivation.events(of: path).enumerated() {
        let before = current.state
        var guards = GuardOutcomeCode()
        let effects = current.handle(event, recordingGuardsIn: &guards)
        #expect(
          Machine.chartDisagreement(
            in: chart, before: before, event: event, after: current.state, effects: effects,
            conditions: guards.conditions) == nil)
        #expect(Machine.chartStateID(of: current.state) == path.states[index])
        if let transition = path.transitions[index] {
          let expected = chart.transitions[transition]
          #expect(expected.source == Machine.chartStateID(of: before))
          #expect(expected.target == path.states[index])
          taken.insert(transition)
        }
      }
      #expect(Machine.chartStateID(of: current.state) == path.finalState)
    }
    #expect(taken == Set(chart.transitions.indices), "transitions no path takes")
  }
}
