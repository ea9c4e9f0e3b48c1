import FieldCharts
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
  /// transition code (``isTransitionCode(_:)``), no list of outcomes is built beside it, and the
  /// one `chartConditions` is the derived one that runs that code.
  @Test func guardOutcomesAreNamedOnlyInTheTransitionCode() throws {
    let sources = TestSupport.packageRoot.appendingPathComponent("Sources")
    let files = try #require(FileManager.default.enumerator(atPath: sources.path))
      .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
    #expect(files.count > 100)
    var definitions: [String] = []
    for file in files {
      let path = sources.appendingPathComponent(file).path
      let text = try String(contentsOfFile: path, encoding: .utf8)
      if text.contains("func chartConditions") { definitions.append(file) }
      guard !Self.isTransitionCode(file) else { continue }
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
    // The exemption covers the machines, not the rest of a kind's folder.
    #expect(Self.isTransitionCode("FieldMachines/Kinds/Picker/PickerFieldMachine.swift"))
    #expect(Self.isTransitionCode("FieldMachines/Kinds/Text/TextFieldTransitions.swift"))
    #expect(Self.isTransitionCode("FieldMachines/Machine/GuardRecorder.swift"))
    #expect(Self.isTransitionCode("FieldMachines/Form/FormMachine.swift"))
    for other in [
      "FieldMachines/Kinds/Picker/PickerField.swift",
      "FieldMachines/Kinds/Picker/PickerFieldAdapter.swift",
      "FieldMachines/Kinds/Picker/PickerFieldMachine+Chart.swift",
      "FieldMachines/Kinds/Text/TextFieldState+Chart.swift",
      "FieldMachines/Form/Form.swift",
      "FieldMachines/Form/FormChartMachine.swift",
      "FieldMachines/Kinds/Picker/PickerFieldVocabulary+Session.swift",
    ] {
      #expect(!Self.isTransitionCode(other), "\(other) is not transition code")
    }
  }

  /// Whether `file` (relative to `Sources/`) is a machine's transition code: the generic machine
  /// parts in `FieldMachines/Machine/`, and in a kind's folder `FieldMachines/Kinds/<Kind>/` the
  /// machine's own files (`<Kind>FieldMachine*.swift`, the shared `TextField*.swift` text
  /// transitions) but not their chart conformances, field classes, delegates or adapters; and
  /// the form machine's own files (`FieldMachines/Form/FormMachine*.swift`).
  static func isTransitionCode(_ file: String) -> Bool {
    let parts = file.split(separator: "/").map(String.init)
    guard parts.count >= 3, parts[0] == "FieldMachines", let name = parts.last,
      !name.hasSuffix("+Chart.swift")
    else { return false }
    if parts.count == 3 {
      return parts[1] == "Machine" || (parts[1] == "Form" && name.hasPrefix("FormMachine"))
    }
    guard parts.count == 4, parts[1] == "Kinds" else { return false }
    return name.hasPrefix(parts[2] + "FieldMachine") || name.hasPrefix("TextField")
  }

  // MARK: Generic checks

  private func explainsEveryStep<Machine: ChartableMachine>(_ machine: Machine.Type) throws {
    let exploration = Machine.chartDerivation.exploration
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
    let exploration = Machine.chartDerivation.exploration
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
    Set(Machine.chartDerivation.exploration.steps.flatMap(\.conditions))
  }
}

/// A recorder written outside the library, as any client may: the outcomes' names in order.
private struct OutcomeList: GuardRecorder {
  var names: [String] = []

  mutating func record(_ outcome: @autoclosure () -> GuardOutcome) {
    names.append(outcome().rawValue)
  }
}
