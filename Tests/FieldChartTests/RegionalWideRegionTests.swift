import FieldChartRendering
import FieldCharts
import Testing

/// Factoring a chart whose region has more values than one machine word of a guard clause
/// holds (the catalog's regions have a few): guards naming its late values still keep the
/// statechart equal to the flat chart.
@Suite struct RegionalWideRegionTests {
  /// A level region of 70 values beside a mode region (`a`, `b`): `bump` raises the level in
  /// mode `a` only, and `reset` moves mode `b` back to `a` only from the top five levels.
  @Test func guardsOnValuesPastTheFirstWordKeepTheStatechartEqualToTheFlatChart() throws {
    let levels = (0..<70).map { "v\($0)" }
    let regions = [
      StateChart.Region(name: "level", values: levels),
      StateChart.Region(name: "mode", values: ["a", "b"]),
    ]
    func id(_ level: Int, _ mode: String) -> String { "\(levels[level])_\(mode)" }
    var states: [StateChart.Node] = []
    var transitions: [StateChart.Transition] = []
    for level in levels.indices {
      for mode in ["a", "b"] {
        states.append(
          StateChart.Node(id: id(level, mode), values: [levels[level], mode], heights: []))
        if mode == "a", level + 1 < levels.count {
          transitions.append(
            StateChart.Transition(
              source: id(level, mode), event: "bump", conditions: [],
              target: id(level + 1, mode), effects: ["bumped"]))
        }
        if mode == "b", level >= 65 {
          transitions.append(
            StateChart.Transition(
              source: id(level, mode), event: "reset", conditions: [], target: id(level, "a"),
              effects: []))
        }
      }
    }
    let chart = StateChart(
      machine: "WideMachine", name: "wide", summary: "A region of 70 values.", regions: regions,
      initial: id(0, "a"), states: states,
      events: [
        StateChart.Event(name: "bump", probes: []), StateChart.Event(name: "reset", probes: []),
      ],
      transitions: transitions)
    let regional = RegionalChart(factoring: chart)
    for state in chart.states {
      for event in ["bump", "reset"] {
        let flat = chart.transition(from: state.id, event: event, conditions: [])
        let step = regional.step(from: state.values, event: event, conditions: [])
        let target = try flat.map { try #require(chart.state(withID: $0.target)).values }
        #expect(step?.values == target, "\(state.id) + \(event): target")
        #expect((step?.effects ?? []) == (flat?.effects ?? []), "\(state.id) + \(event): effects")
      }
    }
    let reset = try #require(regional.region(named: "mode")?.transitions.first)
    #expect(reset.guard.label == "level=v65|v66|v67|v68|v69")
  }
}
