import FieldCharts
import FieldMachines
import Testing

/// `fieldchart check` keys a field machine's events and effects by their case number
/// (`ChartCaseNumbered`), so the number must be distinct per case and the same for every value
/// of a case: it follows the case name exactly.
@Suite struct ChartCaseNumberTests {
  @Test(arguments: TestSupport.fieldMachineNames)
  func caseNumbersFollowTheCaseNames(_ name: String) throws {
    let machine = try #require(ChartCatalog.machine(named: name))
    try checkNumbers(of: machine)
  }

  /// The form names its cases after their payloads, so it numbers none.
  @Test func theFormNumbersNoCase() {
    let event = FormChartMachine.chartProbes[0].event
    #expect(FormChartMachine.chartEventCaseNumber(of: event) == nil)
  }

  private func checkNumbers<Machine: ChartableMachine>(of machine: Machine.Type) throws {
    let exploration = Machine.chartDerivation.exploration
    var events: [Machine.Event] = Machine.chartProbes.map(\.event)
    var effects: [Machine.Effect] = []
    for step in exploration.steps.prefix(2_000) {
      var copy = Machine(state: exploration.states[step.source])
      let event = Machine.chartProbes[step.probe].event
      effects += copy.handle(event)
      events.append(event)
    }
    try expectNumbersFollowNames(events, number: Machine.chartEventCaseNumber(of:))
    try expectNumbersFollowNames(effects, number: Machine.chartEffectCaseNumber(of:))
  }

  private func expectNumbersFollowNames<Value>(
    _ values: [Value], number: (Value) -> Int?
  ) throws {
    var numbersByName: [String: Int] = [:]
    for value in values {
      let caseNumber = try #require(number(value))
      let name = try #require(EnumCase(of: value)).caseName
      #expect(numbersByName[name, default: caseNumber] == caseNumber, "\(name)")
      numbersByName[name] = caseNumber
    }
    #expect(Set(numbersByName.values).count == numbersByName.count)
    #expect(numbersByName.count > 3)
  }
}
