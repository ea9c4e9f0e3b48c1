import FieldCharts
import FieldMachines
import Testing

/// A chart's look-ups go through tables built once (`StateChartIndex`) and shared by the chart's
/// copies; they must answer as a scan of the chart does, also after a copy is edited in place,
/// and an edit of a copy must not change what the original answers.
@Suite struct StateChartIndexTests {
  /// The first transition a scan of `chart` finds, as the look-up promises.
  static func scan(
    _ chart: StateChart, _ source: String, _ event: String, _ conditions: [String]
  ) -> StateChart.Transition? {
    chart.transitions.first {
      $0.source == source && $0.event == event && $0.conditions == conditions
    }
  }

  /// Every look-up of `chart` answers as its scan does, for each transition's key and for keys
  /// no transition has.
  static func expectLookUpsMatchScans(of chart: StateChart) {
    for transition in chart.transitions {
      let key = (transition.source, transition.event, transition.conditions)
      #expect(
        chart.transition(from: key.0, event: key.1, conditions: key.2)
          == scan(chart, key.0, key.1, key.2))
      #expect(
        chart.transition(from: key.0, event: key.1 + "_absent", conditions: key.2) == nil)
    }
    for state in chart.states {
      #expect(chart.state(withID: state.id) == chart.states.first { $0.id == state.id })
    }
    #expect(chart.state(withID: "no such state") == nil)
  }

  @Test func lookUpsAnswerAsScansDo() {
    for machine in [EntryFieldMachine.chart, PickerFieldMachine.chart, DateFieldMachine.chart] {
      Self.expectLookUpsMatchScans(of: machine)
    }
  }

  @Test func aCopyEditedInPlaceAfterALookUpAnswersForItsNewContent() throws {
    let original = PickerFieldMachine.chart
    let first = try #require(original.transitions.first)
    // Build the shared tables before editing.
    #expect(
      original.transition(from: first.source, event: first.event, conditions: first.conditions)
        == first)

    var edited = original
    edited.transitions[0].event = "renamedEvent"
    edited.states[0].id = "renamedState"
    Self.expectLookUpsMatchScans(of: edited)
    #expect(
      edited.transition(from: first.source, event: "renamedEvent", conditions: first.conditions)
        == edited.transitions[0])
    #expect(edited.state(withID: "renamedState") == edited.states[0])

    // The original still answers for what it holds.
    #expect(
      original.transition(from: first.source, event: first.event, conditions: first.conditions)
        == first)
    #expect(original.state(withID: "renamedState") == nil)
    Self.expectLookUpsMatchScans(of: original)

    edited.transitions.removeAll()
    #expect(
      edited.transition(from: first.source, event: "renamedEvent", conditions: first.conditions)
        == nil)
  }
}
