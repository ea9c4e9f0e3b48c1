import FieldMachines
import Foundation
import Testing

/// The charts' guard outcomes come from the code the machines run: each transition records its
/// outcomes where it decides them, and nothing restates them beside it.
@Suite struct GuardRecordingTests {
  /// The outcomes recorded while exploring explain every step: two steps from the same chart
  /// state with the same event and recorded outcomes reach the same chart state, both silent
  /// or both not. A branch that recorded no outcome
  /// would show up here as two steps that share a key and disagree.
  @Test(arguments: TestSupport.machineNames)
  func recordedOutcomesExplainEveryExploredStep(_ name: String) throws {
    let machine = try #require(ChartCatalog.machine(named: name))
    try explainsEveryStep(machine)
  }

  /// The plain step and the recording step are one transition: the same state and effects for
  /// every explored state and probe, and the outcomes a chart looks up for a step are the ones
  /// its exploration recorded.
  @Test(arguments: TestSupport.machineNames)
  func recordingChangesNothingTheMachineDoes(_ name: String) throws {
    let machine = try #require(ChartCatalog.machine(named: name))
    try recordingAgrees(machine)
  }

  /// Every outcome the vocabulary names is recorded by some machine's transition code, so the
  /// vocabulary lists nothing the code does not decide.
  @Test func everyGuardOutcomeIsRecordedBySomeMachine() {
    var recorded = Set<String>()
    for machine in ChartCatalog.machines {
      recorded.formUnion(outcomes(of: machine))
    }
    let unrecorded = GuardOutcome.allCases.map(\.rawValue).filter { !recorded.contains($0) }
    #expect(unrecorded == [])
  }

  /// No restatement of the guards exists to forget: outcomes are recorded only in the machines'
  /// transition code (`Sources/FieldMachines/Machines`, and the form's `FormMachine.swift`),
  /// no list of outcomes is built beside it, and the one `chartConditions` is the derived one
  /// that runs that code.
  @Test func guardOutcomesAreNamedOnlyInTheTransitionCode() throws {
    let sources = TestSupport.packageRoot.appendingPathComponent("Sources")
    let machines = sources.appendingPathComponent("FieldMachines/Machines").path
    let formMachine = sources.appendingPathComponent("FieldMachines/Form/FormMachine.swift").path
    let files = try #require(FileManager.default.enumerator(atPath: sources.path))
      .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
    #expect(files.count > 100)
    var definitions: [String] = []
    for file in files {
      let path = sources.appendingPathComponent(file).path
      let text = try String(contentsOfFile: path, encoding: .utf8)
      if text.contains("func chartConditions") { definitions.append(file) }
      guard !path.hasPrefix(machines + "/"), path != formMachine else { continue }
      let code = text.split(separator: "\n").filter {
        !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//")
      }
      // Outcomes derived after the fact, beside the machine: `-> [GuardOutcome]`.
      for line in code where line.contains("-> [GuardOutcome]") {
        Issue.record("\(file) derives guard outcomes outside the transition code: \(line)")
      }
      // A recorder call naming an outcome: `….record(.allowed)`, `….decide(…)`.
      for line in code
      where line.contains(".decide(")
        || line.range(of: #"\.record\(\s*\.[a-z]"#, options: .regularExpression) != nil
      {
        Issue.record("\(file) records a guard outcome outside the transition code: \(line)")
      }
      for line in code
      where line.contains("GuardOutcome.") && !line.contains("GuardOutcome.allCases") {
        Issue.record("\(file) names a guard outcome outside the transition code: \(line)")
      }
    }
    #expect(definitions == ["FieldMachines/Charts/ChartableMachine.swift"])
  }

  // MARK: Generic checks

  private func explainsEveryStep<Machine: ChartableMachine>(_ machine: Machine.Type) throws {
    let exploration = ChartDerivation(machine).exploration
    let names = Machine.chartProbes.map { Machine.chartEventName(of: $0.event) }
    var outcome: [[String]: (target: String, isSilent: Bool)] = [:]
    var disagreements = 0
    for step in exploration.steps {
      let key = [exploration.stateIDs[step.source], names[step.probe]] + step.conditions
      let found = (target: exploration.stateIDs[step.target], isSilent: step.isSilent)
      guard let known = outcome[key] else {
        outcome[key] = found
        continue
      }
      if known.target != found.0 || known.isSilent != found.1 {
        disagreements += 1
        if disagreements <= 5 {
          Issue.record("\(key): \(known) and \(found)")
        }
      }
    }
    #expect(disagreements == 0)
    #expect(outcome.count > 100)
  }

  private func recordingAgrees<Machine: ChartableMachine>(_ machine: Machine.Type) throws {
    let exploration = ChartDerivation(machine).exploration
    let probes = Machine.chartProbes
    for step in exploration.steps where step.source % 7 == 0 {
      let before = exploration.states[step.source]
      let event = probes[step.probe].event
      var plain = Machine(state: before)
      let plainEffects = plain.handle(event)
      var recording = Machine(state: before)
      var guards = OutcomeList()
      let recordedEffects = recording.handle(event, recordingGuardsIn: &guards)
      #expect(plain == recording && plainEffects == recordedEffects)
      #expect(guards.names == step.conditions)
      #expect(Machine.chartConditions(of: event, in: before) == step.conditions)
    }
  }

  private func outcomes<Machine: ChartableMachine>(of machine: Machine.Type) -> Set<String> {
    Set(ChartDerivation(machine).exploration.steps.flatMap(\.conditions))
  }
}

/// A recorder written outside the library, as any client may: the outcomes' names in order.
private struct OutcomeList: GuardRecorder {
  var names: [String] = []

  mutating func record(_ outcome: @autoclosure () -> GuardOutcome) {
    names.append(outcome().rawValue)
  }
}
