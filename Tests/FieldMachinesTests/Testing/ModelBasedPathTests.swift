import FieldCharts
import FieldMachines
import FieldMachinesTesting
import Testing

/// Model-based tests: the transition-cover paths of each machine's derived chart, each checked
/// step by step against the laws and the chart's predicted states, on the machine and on its
/// field object.
///
/// The paths are walked inside each test rather than passed as test arguments: arguments are
/// computed while the run is planned, before anything is printed, and the paths need every
/// field's chart derived (seconds in a debug build).
@Suite struct ModelBasedPathTests {
  @Test func entryPaths() {
    checkPaths(of: EntryFieldMachine.self) { EntryFieldDriver() }
  }

  @Test func areaPaths() {
    checkPaths(of: AreaFieldMachine.self) { AreaFieldDriver() }
  }

  @Test func pickerPaths() {
    checkPaths(of: PickerFieldMachine.self) { PickerFieldDriver() }
  }

  @Test func datePaths() {
    checkPaths(of: DateFieldMachine.self) { DateFieldDriver() }
  }

  @Test func thePathsTakeEveryTransitionOfEveryChart() {
    expectCover(EntryFieldMachine.self)
    expectCover(AreaFieldMachine.self)
    expectCover(PickerFieldMachine.self)
    expectCover(DateFieldMachine.self)
  }

  @Test func pathScriptsReadBackAsTheSameEvents() throws {
    for path in PickerFieldMachine.modelBasedPaths() {
      let script = path.script.joined(separator: "\n")
      #expect(try PickerFieldMachine.events(script: script).get() == path.events)
    }
  }
}

/// Replays every transition-cover path of `machine` on the machine and, through `driver`, on its
/// field, recording each path that fails with its script.
private func checkPaths<Machine: TestableFieldMachine, Driver: FieldDriver>(
  of machine: Machine.Type, sourceLocation: SourceLocation = #_sourceLocation,
  driver: () -> Driver
) where Driver.Machine == Machine {
  let paths = Machine.modelBasedPaths()
  #expect(!paths.isEmpty, sourceLocation: sourceLocation)
  for path in paths {
    #expect(throws: Never.self, "\(path)", sourceLocation: sourceLocation) {
      try path.replay()
      try DifferentialChecker.run(path.events, on: driver)
    }
  }
}

private func expectCover<Machine: TestableFieldMachine & ChartableMachine>(
  _ machine: Machine.Type, sourceLocation: SourceLocation = #_sourceLocation
) {
  let taken = Set(Machine.modelBasedPaths().flatMap { $0.transitions.compactMap { $0 } })
  let all = Set(Machine.chart.transitions.indices)
  #expect(taken == all, "\(Machine.scriptName)", sourceLocation: sourceLocation)
}
