import FieldCharts
import FieldMachines
import Testing

/// `fieldchart check` keys events and effects by their case as the runtime reads it
/// (`EnumCase`), so an event's case must name what its description names, and two values
/// must share an `EnumCase` exactly when they are of one case, payloads aside. A field machine
/// numbers its cases (`ChartCaseNumbered`) for `check` to key them by: the number must be
/// distinct per case and the same for every value of a case, following the chart's name of the
/// case (a common event's is its `CommonFieldEvent` case's, such as `errorSet`).
@Suite struct EnumCaseTests {
  @Test(arguments: TestSupport.machineNames)
  func eventAndEffectCasesAreTheirDescribedCases(_ name: String) throws {
    let machine = try #require(ChartCatalog.machine(named: name))
    try checkCases(of: machine, numbered: TestSupport.fieldMachineNames.contains(name))
  }

  @Test func aValueThatIsNotAnEnumHasNoCase() {
    #expect(EnumCase(of: 42) == nil)
    #expect(EnumCase(of: "text") == nil)
  }

  private func checkCases<Machine: ChartableMachine>(
    of machine: Machine.Type, numbered: Bool
  ) throws {
    let exploration = Machine.chartDerivation.exploration
    var events: [Machine.Event] = Machine.chartProbes.map(\.event)
    var effects: [Machine.Effect] = []
    for step in exploration.steps.prefix(2_000) {
      var copy = Machine(state: exploration.states[step.source])
      let event = Machine.chartProbes[step.probe].event
      effects += copy.handle(event)
      events.append(event)
    }
    try expectCasesMatchDescriptions(events)
    try expectCasesMatchDescriptions(effects)
    try expectNumbersFollowCases(
      events, numbered: numbered, number: Machine.chartEventCaseNumber(of:),
      name: Machine.chartEventName(of:))
    try expectNumbersFollowCases(
      effects, numbered: numbered, number: Machine.chartEffectCaseNumber(of:),
      name: Machine.chartEffectName(of:))
  }

  /// Every value numbered, one number per case name (as the chart names it) and distinct
  /// across them; or, for a machine that does not number its cases (the form names some after
  /// their payloads), none.
  private func expectNumbersFollowCases<Value>(
    _ values: [Value], numbered: Bool, number: (Value) -> Int?, name: (Value) -> String
  ) throws {
    guard numbered else {
      #expect(values.allSatisfy { number($0) == nil })
      return
    }
    var numbersByName: [String: Int] = [:]
    for value in values {
      let caseNumber = try #require(number(value))
      let name = name(value)
      #expect(numbersByName[name, default: caseNumber] == caseNumber, "\(name)")
      numbersByName[name] = caseNumber
    }
    #expect(Set(numbersByName.values).count == numbersByName.count)
    #expect(numbersByName.count > 3)
  }

  private func expectCasesMatchDescriptions<Value>(_ values: [Value]) throws {
    var casesByName: [String: EnumCase] = [:]
    for value in values {
      let enumCase = try #require(EnumCase(of: value))
      let described = String(String(describing: value).prefix { $0 != "(" })
      #expect(enumCase.caseName == described)
      if let known = casesByName[described] {
        #expect(known == enumCase)
      }
      casesByName[described] = enumCase
    }
    #expect(Set(casesByName.values).count == casesByName.count)
    #expect(casesByName.count > 3)
  }
}
