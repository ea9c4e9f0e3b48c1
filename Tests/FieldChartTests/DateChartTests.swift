import FieldCharts
import FieldMachines
import Testing

/// The date chart shows typed entry: the typing mode, each parse outcome and validator answer,
/// the switch back to the wheel, the range check, and scripts that replay bare closes.
@Suite struct DateChartTests {
  private let chart = DateFieldMachine.chart

  private func transition(
    _ source: String, _ event: String, _ conditions: [String] = []
  ) -> StateChart.Transition? {
    chart.transition(from: source, event: event, conditions: conditions)
  }

  @Test func typingIsAModeOfItsOwnWithTheHeightOfAClosedField() {
    #expect(chart.regions.first?.values == ["closed", "focused", "open", "typing"])
    #expect(
      chart.states.map(\.id) == [
        "closed", "closed_readOnly", "closed_error", "closed_error_readOnly", "focused_readOnly",
        "focused_error_readOnly", "open", "open_error", "typing", "typing_error",
      ])
    #expect(chart.state(withID: "typing")?.heights == [43.5, 63], "63 with a reserved row")
    #expect(chart.state(withID: "typing_error")?.heights == [63])
    #expect(transition("open", "typingRequested")?.target == "typing")
    #expect(transition("open_error", "typingRequested")?.target == "typing_error")
    #expect(transition("closed", "typingRequested") == nil, "typing needs the open wheel")
    #expect(transition("focused_readOnly", "typingRequested") == nil, "nor a read-only one")
  }

  @Test(arguments: [
    (["patternMismatch", "newMessage"], "typing_error", ["errorShown", "announceError?"]),
    (["yearOutOfRange", "newMessage"], "typing_error", ["errorShown", "announceError?"]),
    (["date", "outOfRange", "newMessage"], "typing_error", ["errorShown", "announceError?"]),
    (["date", "vetoed", "newMessage"], "typing_error", ["errorShown", "announceError?"]),
    (["date", "allowed"], "closed", ["dateChanged?", "didEndEditing"]),
  ])
  func everyParseOutcomeAndAnswerHasItsTransition(
    _ conditions: [String], _ target: String, _ effects: [String]
  ) {
    let found = transition("typing", "typedDateCommitted", conditions)
    #expect(found?.target == target)
    #expect(found?.effects == effects)
  }

  @Test func theSameRefusalTwiceIsANoOp() {
    for kind in ["patternMismatch", "yearOutOfRange"] {
      #expect(transition("typing_error", "typedDateCommitted", [kind, "sameMessage"]) == nil)
      #expect(transition("typing_error", "typedDateCommitted", [kind, "newMessage"]) != nil)
    }
    #expect(
      transition("typing_error", "typedDateCommitted", ["date", "allowed"])?.effects
        == ["errorCleared", "dateChanged?", "didEndEditing"])
  }

  @Test func theWheelDropsOnlyTheDraftsError() {
    #expect(transition("typing", "wheelRequested")?.target == "open")
    #expect(
      transition("typing_error", "wheelRequested", ["draftError"])
        == StateChart.Transition(
          source: "typing_error", event: "wheelRequested", conditions: ["draftError"],
          target: "open", effects: ["errorCleared"]))
    #expect(transition("typing_error", "wheelRequested", ["otherError"])?.target == "open_error")
  }

  @Test func bareClosesWhileTypingDoNotCommit() {
    for event in ["doneTapped", "closeRequested", "keyboardWillShow"] {
      #expect(transition("typing", event)?.effects == ["didEndEditing"])
      #expect(transition("typing_error", event)?.target == "closed_error")
    }
    #expect(transition("typing", "enabledChanged", ["false"])?.target == "closed")
  }

  @Test func theRangeCheckShowsAndRemovesOnlyItsError() {
    #expect(
      transition("closed", "rangeOrderChecked", ["outOfOrder", "newMessage"])?.target
        == "closed_error")
    #expect(
      transition("typing_error", "rangeOrderChecked", ["inOrder", "rangeError"])?.target
        == "typing")
    #expect(transition("closed_error", "rangeOrderChecked", ["inOrder", "noRangeError"]) == nil)
  }

  @Test func draftEditsAreProbedButChangeNoChartState() {
    let names = chart.events.map(\.name)
    for name in ["typingRequested", "draftEdited", "typedDateCommitted", "wheelRequested"] {
      #expect(names.contains(name), "missing \(name)")
    }
    #expect(!chart.transitions.contains { $0.event == "draftEdited" })
    let scripts = chart.events.flatMap(\.probes).map(\.script)
    for script in ["typing", "type 1", "enter 2024-03-15", "veto enter 2024-03-15", "wheel"] {
      #expect(scripts.contains(script), "missing \(script)")
    }
  }

  @Test func pathsSendBareClosesOnlyWhileTyping() {
    let derivation = DateFieldMachine.chartDerivation
    let paths = derivation.transitionCoverPaths()
    var sent = Set<String>()
    for path in paths {
      for (index, script) in path.scripts.enumerated() where script.hasPrefix("send ") {
        let before = index == 0 ? chart.initial : path.states[index - 1]
        #expect(before.hasPrefix("typing"), "\(script) outside typing")
        sent.insert(script)
      }
    }
    #expect(sent == ["send doneTapped", "send closeRequested", "send keyboardWillShow"])
    let closed = DateFieldMachine.State()
    let done = ChartProbe<DateFieldMachine.Event>(.doneTapped, script: "done")
    #expect(DateFieldMachine.chartScript(for: done, in: closed) == "done")
  }

  @Test func explorationStaysSmall() {
    let exploration = DateFieldMachine.chartDerivation.exploration
    #expect(!exploration.isTruncated)
    #expect(exploration.states.count <= 2_000, "\(exploration.states.count) states")
  }
}
