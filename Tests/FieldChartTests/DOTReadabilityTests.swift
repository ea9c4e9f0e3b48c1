import FieldChartRendering
import FieldMachines
import Foundation
import Testing

/// How readable Graphviz draws the charts, read from `dot -Tsvg` as `.ci/chart-readability`
/// reads it: edges drawn, width in points, and pairs of overlapping label lines (a line's box
/// estimated as 0.55 × font size per character, an entity one character, by one font size).
/// The default Entry chart must stay within 40 edges, 2000 pt and no overlap; no statechart
/// may have overlapping labels (the flat charts' figures are printed).
@Suite struct DOTReadabilityTests {
  struct Figures: Equatable {
    var edges: Int
    var width: Double
    var overlaps: Int
  }

  static func figures(of dot: String) throws -> Figures {
    let result = TestSupport.run("/usr/bin/env", ["dot", "-Tsvg"], input: dot)
    try #require(result.status == 0, "dot failed: \(result.stderr)")
    let svg = result.stdout
    let widthPattern = try NSRegularExpression(pattern: #"<svg width="([\d.]+)pt""#)
    let whole = NSRange(svg.startIndex..., in: svg)
    let width =
      widthPattern.firstMatch(in: svg, range: whole)
      .flatMap { Range($0.range(at: 1), in: svg) }.flatMap { Double(svg[$0]) } ?? 0
    let groups = svg.components(separatedBy: "<g id=\"").dropFirst()
    let textPattern = try NSRegularExpression(
      pattern:
        #"<text text-anchor="(\w+)" x="([-\d.]+)" y="([-\d.]+)"[^>]*font-size="([\d.]+)"[^>]*>([^<]*)</text>"#
    )
    var boxes: [(group: Int, left: Double, right: Double, top: Double, bottom: Double)] = []
    var edges = 0
    for (number, group) in groups.enumerated() {
      if group.prefix(80).contains("class=\"edge\"") { edges += 1 }
      let range = NSRange(group.startIndex..., in: group)
      for match in textPattern.matches(in: group, range: range) {
        func field(_ index: Int) -> String {
          Range(match.range(at: index), in: group).map { String(group[$0]) } ?? ""
        }
        let x = Double(field(2)) ?? 0
        let y = Double(field(3)) ?? 0
        let size = Double(field(4)) ?? 0
        let text = field(5).replacingOccurrences(
          of: "&[#\\w]+;", with: "x", options: .regularExpression)
        let width = 0.55 * size * Double(text.count)
        let left =
          switch field(1) {
          case "start": x
          case "end": x - width
          default: x - width / 2
          }
        boxes.append((number, left, left + width, y - 0.8 * size, y + 0.2 * size))
      }
    }
    var overlaps = 0
    for (index, first) in boxes.enumerated() {
      for second in boxes[(index + 1)...] where first.group != second.group {
        if first.left < second.right, second.left < first.right, first.top < second.bottom,
          second.top < first.bottom
        {
          overlaps += 1
        }
      }
    }
    return Figures(edges: edges, width: width, overlaps: overlaps)
  }

  @Test(.enabled(if: ExternalToolTests.hasDot, "Graphviz dot is not installed"))
  func defaultEntryChartIsReadable() throws {
    let figures = try DOTReadabilityTests.figures(
      of: ChartFormat.dot.render(EntryFieldMachine.chart))
    print("Entry DOT (default view): \(figures)")
    #expect(figures.edges <= 40)
    #expect(figures.width <= 2000)
    #expect(figures.overlaps == 0)
  }

  @Test(
    .enabled(if: ExternalToolTests.hasDot, "Graphviz dot is not installed"),
    arguments: TestSupport.fieldMachineNames)
  func everyChartPrintsItsFigures(_ name: String) throws {
    let chart = try #require(ChartCatalog.machine(named: name)).chart
    for view in [ChartView.regional, .flat] {
      let figures = try DOTReadabilityTests.figures(of: ChartFormat.dot.render(chart, view: view))
      print("\(chart.machine) DOT \(view.isFlat ? "flat" : "regional"): \(figures)")
      if !view.isFlat { #expect(figures.overlaps == 0) }
      #expect(figures.edges <= MergedArrowCount.of(chart, view: view) + chart.regions.count + 1)
    }
  }
}

/// The arrows a view draws: one per pair of states with a transition, plus the initial ones.
enum MergedArrowCount {
  static func of(_ chart: StateChart, view: ChartView) -> Int {
    if view.isFlat {
      return Set(chart.transitions.map { [$0.source, $0.target] }).count
    }
    return RegionalChart(factoring: chart).regions.reduce(0) { total, region in
      total + Set(region.transitions.map { [$0.source, $0.resultingValue] }).count
    }
  }
}
