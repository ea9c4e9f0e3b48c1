import FieldCharts
import FieldMachines
import FieldMachinesTesting
import Testing

/// Model-based tests: the transition-cover paths of each machine's derived chart, each checked
/// step by step against the laws and the chart's predicted states, on the machine and on its
/// field object.
@Suite struct ModelBasedPathTests {
  @Test(arguments: EntryFieldMachine.modelBasedPaths())
  func entryPath(_ path: ModelPath<EntryFieldMachine>) throws {
    try path.replay()
    try DifferentialChecker.run(path.events) { EntryFieldDriver() }
  }

  @Test(arguments: AreaFieldMachine.modelBasedPaths())
  func areaPath(_ path: ModelPath<AreaFieldMachine>) throws {
    try path.replay()
    try DifferentialChecker.run(path.events) { AreaFieldDriver() }
  }

  @Test(arguments: PickerFieldMachine.modelBasedPaths())
  func pickerPath(_ path: ModelPath<PickerFieldMachine>) throws {
    try path.replay()
    try DifferentialChecker.run(path.events) { PickerFieldDriver() }
  }

  @Test(arguments: DateFieldMachine.modelBasedPaths())
  func datePath(_ path: ModelPath<DateFieldMachine>) throws {
    try path.replay()
    try DifferentialChecker.run(path.events) { DateFieldDriver() }
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

private func expectCover<Machine: TestableFieldMachine & ChartableMachine>(
  _ machine: Machine.Type, sourceLocation: SourceLocation = #_sourceLocation
) {
  let taken = Set(Machine.modelBasedPaths().flatMap { $0.transitions.compactMap { $0 } })
  let all = Set(Machine.chart.transitions.indices)
  #expect(taken == all, "\(Machine.scriptName)", sourceLocation: sourceLocation)
}
