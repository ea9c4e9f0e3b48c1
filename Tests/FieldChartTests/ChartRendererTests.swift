import FieldCharts
import FieldMachines
import Foundation
import Testing

@testable import FieldChartRendering

@Suite struct ChartRendererTests {
  @Test(arguments: TestSupport.machineNames)
  func xstateConfigurationIsConsistentJSON(_ name: String) throws {
    let chart = try #require(ChartCatalog.machine(named: name)).chart
    let object = try #require(
      JSONSerialization.jsonObject(with: Data(XStateRenderer.render(chart).utf8))
        as? [String: Any])
    let states = try #require(object["states"] as? [String: Any])
    #expect(object["id"] as? String == chart.machine)
    #expect(states[try #require(object["initial"] as? String)] != nil)
    var handlers = 0
    for (_, value) in states {
      let state = try #require(value as? [String: Any])
      for (_, handler) in state["on"] as? [String: Any] ?? [:] {
        handlers += 1
        let handler = try #require(handler as? [String: Any])
        if let target = handler["target"] as? String { #expect(states[target] != nil) }
      }
    }
    #expect(handlers == chart.transitions.count)
  }

  /// The terminal view (`fieldchart chart <machine>`) fits in 100 columns, for the whole
  /// statechart and for every choice of regions.
  @Test(arguments: TestSupport.machineNames)
  func terminalViewFitsInOneHundredColumns(_ name: String) throws {
    let chart = try #require(ChartCatalog.machine(named: name)).chart
    let regions = chart.regions.map(\.name)
    for mask in 0..<(1 << regions.count) - 1 {
      let hidden = Set(regions.indices.filter { mask & (1 << $0) != 0 }.map { regions[$0] })
      let text = ChartFormat.text.render(chart, view: ChartView(hiddenRegions: hidden))
      let lines = text.split(separator: "\n")
      #expect(lines.count > 3)
      for line in lines {
        #expect(line.count <= RegionalTextRenderer.width, "\(name) hiding \(hidden): \(line)")
      }
    }
    #expect(RegionalTextRenderer.width == 100)
  }

  @Test(arguments: TestSupport.machineNames)
  func modelJSONCarriesTheWholeChart(_ name: String) throws {
    let chart = try #require(ChartCatalog.machine(named: name)).chart
    let object = try #require(
      JSONSerialization.jsonObject(with: Data(StateChartJSON.render(chart).utf8))
        as? [String: Any])
    #expect(object["formatVersion"] as? Int == StateChart.formatVersion)
    #expect((object["states"] as? [Any])?.count == chart.states.count)
    #expect((object["transitions"] as? [Any])?.count == chart.transitions.count)
    #expect((object["events"] as? [Any])?.count == chart.events.count)
  }

  @Test(arguments: TestSupport.machineNames)
  func scxmlIsWellFormedAndDeclaresEveryTransition(_ name: String) throws {
    let chart = try #require(ChartCatalog.machine(named: name)).chart
    let document = SCXMLRenderer.render(chart)
    #expect(document.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!--"))
    #expect(document.contains("xmlns=\"http://www.w3.org/2005/07/scxml\" version=\"1.0\""))
    #expect(document.components(separatedBy: "<transition ").count - 1 == chart.transitions.count)
    for transition in chart.transitions {
      #expect(document.contains("event=\"\(transition.qualifiedEvent)\""))
    }
    let comment = document.components(separatedBy: "<!--")[1].components(separatedBy: "-->")[0]
    #expect(!comment.contains("--"), "a comment must not contain --")
  }

  @Test func textAndMermaidNameEveryTransition() {
    let chart = PickerFieldMachine.chart
    let text = TextTableRenderer.render(chart)
    let mermaid = MermaidRenderer.render(chart)
    let arrows = mermaid.split(separator: "\n").filter { $0.contains(" --> ") }
    for transition in chart.transitions {
      let head = "  \(transition.source) --> \(transition.target): "
      let arrow = arrows.filter { $0.hasPrefix(head) }
      #expect(arrow.count == 1, "one arrow from \(transition.source) to \(transition.target)")
      let lines = arrow.first.map { $0.dropFirst(head.count).components(separatedBy: "<br/>") }
      #expect(lines?.contains(transition.label) == true, "\(transition.label) is drawn")
      #expect(text.contains(transition.event))
    }
    #expect(mermaid.hasPrefix("---\ntitle: PickerFieldMachine\n---\nstateDiagram-v2\n"))
  }

  @Test func escapingKeepsEachFormatValid() {
    #expect(DOTRenderer.quoted("a \"b\"\nc\\") == #""a \"b\"\nc\\""#)
    #expect(MermaidRenderer.text("a;b#c") == "a b c")
    #expect(SCXMLRenderer.escaped("<a & \"b\"> --") == "&lt;a &amp; &quot;b&quot;&gt; - -")
    #expect(JSONValue.quoted("tab\t\u{1}") == #""tab\t\u0001""#)
    #expect(JSONValue.number(63) == "63")
    #expect(JSONValue.number(43.5) == "43.5")
  }

  @Test func effectPatternsMarkOptionalEffects() {
    let transition = StateChart.Transition(
      source: "a", event: "e", conditions: [], target: "b",
      effects: ["errorCleared", "didChangeText?", "didSelectRow"])
    #expect(transition.matches(effects: ["errorCleared", "didSelectRow"]))
    #expect(transition.matches(effects: ["errorCleared", "didChangeText", "didSelectRow"]))
    #expect(!transition.matches(effects: ["didSelectRow"]))
    #expect(!transition.matches(effects: ["errorCleared", "didSelectRow", "cleared"]))
  }
}
