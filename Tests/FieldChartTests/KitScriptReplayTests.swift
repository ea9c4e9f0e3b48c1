import FieldChartCommand
import FieldMachines
import FieldMachinesTesting
import Testing

/// Every line the testing kit prints replays in `fieldchart simulate`: one script codec
/// (``ScriptLine``, ``ScriptDate``) reads both, and the field ends each line in the chart state
/// the kit's machine reaches.
@Suite struct KitScriptReplayTests {
  @Test func generatedScriptsOfEveryKindReplayInSimulate() {
    expectReplays(EntryFieldMachine.self)
    expectReplays(AreaFieldMachine.self)
    expectReplays(PickerFieldMachine.self)
    // While typing, a date field's done, resign and keyboard judge the draft (as Return and
    // `typedDateResigned`), where the kit's bare events close without it, so states are compared
    // up to the first bare close while typing.
    expectReplays(DateFieldMachine.self) { machine, event in
      machine.isTyping && [.doneTapped, .closeRequested, .keyboardWillShow].contains(event)
    }
  }

  @Test(arguments: [
    ("entry", "tap\ntype \"\\u{301}\"\nexpect active", "textEdited(.insert(\"\\u{0301}\")"),
    ("entry", "tap\ntype \"a\\rb\"\nexpect active", "textEdited(.insert(\"a\\rb\")"),
    ("area", "tap\ntype \"\\u{2028}\"\nexpect active", "textEdited(.insert(\"\u{2028}\")"),
    ("picker", "set-data \"\"\ntap\nexpect openOnList", "dataAssigned([\"\"])"),
    ("picker", "set-data a,b|c\ntap\nexpect openOnList", "dataAssigned([\"a,b\", \"c\"])"),
    ("date", "tap 2024-03-01T06:00:00Z\nexpect open", "wheel: 2024-03-01T06:00:00Z"),
    ("date", "veto tap 2024-03-01\nexpect closed", "dateFieldShouldBeginEditing -> false"),
    ("date", "tap 2024-03-01\ntyping now\nexpect typing", "draft: now"),
    ("date", "tap 2024-03-01\ntyping x\nreturn mismatch\nexpect typing_error", "patternMismatch"),
    ("date", "set-entry-options dd.MM.yyyy|2000|2030\ntap\ntyping", "draft: 01.01.2024"),
    ("entry", "tap\ndelete\nset-text Ada\nset-error Bad\ndisable", "enabledChanged(false)"),
  ])
  func linesTheKitPrintsReplay(kind: String, script: String, shown: String) {
    let result = FieldChartCommand.run(
      arguments: ["simulate", kind] + (kind == "date" ? ["--now", "2024-01-01"] : []),
      stdin: script)
    #expect(result.exitCode == .success, "\(result.stderr)")
    #expect(result.stdout.contains(shown), "\(result.stdout)")
  }
}

/// Checks that 25 generated scripts of `machine`, as the kit prints them, run in
/// `fieldchart simulate` with the field in the kit machine's chart state after every line (up
/// to the first event where the field is known to do more than its machine).
private func expectReplays<Machine: TestableFieldMachine & ChartableMachine>(
  _ machine: Machine.Type, sourceLocation: SourceLocation = #_sourceLocation,
  fieldDiverges: (Machine, Machine.Event) -> Bool = { _, _ in false }
) {
  var rng = SplitMix64(seed: 15)
  for _ in 0..<25 {
    let events = Machine.sequences(length: 1...30).generate(using: &rng)
    var model = Machine.initial
    var script: [String] = []
    var comparesStates = true
    for event in events {
      if fieldDiverges(model, event) { comparesStates = false }
      let line = Machine.scriptLine(for: event)
      guard let replayed = Machine.events(scriptLine: line, after: model) else {
        Issue.record("the kit cannot read its own line \(line)", sourceLocation: sourceLocation)
        return
      }
      for event in replayed { _ = model.handle(event) }
      script.append(line)
      if comparesStates { script.append("expect " + Machine.chartStateID(of: model.state)) }
    }
    let result = FieldChartCommand.run(
      arguments: ["simulate", Machine.scriptName], stdin: script.joined(separator: "\n"))
    #expect(
      result.exitCode == .success, "\(result.stderr)\n\(script.joined(separator: "\n"))",
      sourceLocation: sourceLocation)
  }
}
