import FieldChartCommand
import FieldChartRendering
import FieldMachines
import Foundation
import Testing

/// How readable Graphviz draws the charts, read from dot's own layout as `.ci/chart-readability`
/// reads it: edges drawn, width in points, pairs of overlapping label lines, and edge label
/// lines lying on a state's box. Each label line's box is placed where dot put it (`dot -Tjson`)
/// and is as wide as dot measured it with the font it laid the graph out with, by one font size
/// high (0.8 above the baseline, 0.2 below). The default Entry chart must stay within 40 edges
/// and 2000 pt; no DOT export of any machine may have overlapping labels: the statechart, the
/// flat chart, every `--region`/`--hide` view and the `simulate --trace dot` picture.
@Suite struct DOTReadabilityTests {
  struct Figures: Equatable, CustomStringConvertible {
    var edges: Int
    /// The drawing's width in points, as the SVG gives it (dot's bounding box and 4 pt of
    /// margin on each side).
    var width: Double
    /// Pairs of label lines of different labels whose boxes intersect.
    var overlaps: Int
    /// Edge label lines whose box intersects a state's box.
    var labelsOnStates: Int

    var description: String {
      "\(edges) edges, \(Int(width.rounded())) pt wide, \(overlaps) label overlaps, "
        + "\(labelsOnStates) labels on states"
    }
  }

  /// One drawn label line: the element it belongs to and its box in dot's coordinates.
  private struct Box {
    var owner: String
    var left: Double
    var right: Double
    var bottom: Double
    var top: Double

    func intersects(_ other: Box) -> Bool {
      left < other.right && other.left < right && bottom < other.top && other.bottom < top
    }
  }

  static func figures(of dot: String) throws -> Figures {
    let result = TestSupport.run("/usr/bin/env", ["dot", "-Tjson"], input: dot)
    try #require(result.status == 0, "dot failed: \(result.stderr)")
    let layout = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let bounds = try #require(layout["bb"] as? String).split(separator: ",")
      .compactMap { Double($0) }
    try #require(bounds.count == 4)
    let objects = layout["objects"] as? [[String: Any]] ?? []
    let edges = (layout["edges"] as? [[String: Any]] ?? []).filter {
      ($0["style"] as? String) != "invis"
    }
    var labels = lines(of: layout, owner: "graph")
    var states: [Box] = []
    for object in objects {
      let owner = "node \(object["_gvid"] as? Int ?? -1)"
      labels += lines(of: object, owner: owner)
      if let position = (object["pos"] as? String)?.split(separator: ",").compactMap({
        Double($0)
      }), position.count == 2, let width = Double(object["width"] as? String ?? ""),
        let height = Double(object["height"] as? String ?? "")
      {
        states.append(
          Box(
            owner: owner, left: position[0] - width * 36, right: position[0] + width * 36,
            bottom: position[1] - height * 36, top: position[1] + height * 36))
      }
    }
    var edgeLabels: [Box] = []
    for edge in edges {
      edgeLabels += lines(of: edge, owner: "edge \(edge["_gvid"] as? Int ?? -1)")
    }
    labels += edgeLabels
    var overlaps = 0
    for (index, first) in labels.enumerated() {
      for second in labels[(index + 1)...]
      where first.owner != second.owner && first.intersects(second) {
        overlaps += 1
      }
    }
    let labelsOnStates = edgeLabels.filter { line in states.contains { line.intersects($0) } }
    return Figures(
      edges: edges.count, width: bounds[2] - bounds[0] + 8, overlaps: overlaps,
      labelsOnStates: labelsOnStates.count)
  }

  /// The label lines an element's `_ldraw_` operations draw (`F` sets the font size, `T` draws
  /// a line at its baseline point, aligned left, right or centred, with dot's width).
  private static func lines(of element: [String: Any], owner: String) -> [Box] {
    var size = 14.0
    var boxes: [Box] = []
    for operation in element["_ldraw_"] as? [[String: Any]] ?? [] {
      switch operation["op"] as? String {
      case "F":
        size = operation["size"] as? Double ?? size
      case "T":
        guard let point = operation["pt"] as? [Double], point.count == 2,
          let width = operation["width"] as? Double
        else { continue }
        let left =
          switch operation["align"] as? String {
          case "l": point[0]
          case "r": point[0] - width
          default: point[0] - width / 2
          }
        boxes.append(
          Box(
            owner: owner, left: left, right: left + width, bottom: point[1] - 0.2 * size,
            top: point[1] + 0.8 * size))
      default:
        continue
      }
    }
    return boxes
  }

  /// Every DOT export of the machine `name`: the statechart, the flat chart, each `--region`
  /// and `--hide` choice of regions, and the `simulate --trace dot` picture of the scripts
  /// `fieldchart paths` prints (which take every transition, so every label line is counted).
  static func views(of name: String) throws -> [(name: String, dot: String)] {
    let chart = try #require(ChartCatalog.machine(named: name)).chart
    let regions = chart.regions.map(\.name)
    var options: [[String]] = [[], ["--flat"]]
    for mask in 1..<(1 << regions.count) - 1 {
      let chosen = regions.indices.filter { mask & (1 << $0) != 0 }.map { regions[$0] }
      options.append(["--region", chosen.joined(separator: ",")])
      if chosen.count == 1 { options.append(["--hide", chosen[0]]) }
    }
    var views: [(name: String, dot: String)] = []
    for option in options {
      let result = FieldChartCommand.run(
        arguments: ["chart", name, "--format", "dot"] + option, stdin: "")
      try #require(result.exitCode == .success, "\(option): \(result.stderr)")
      views.append((option.isEmpty ? "statechart" : option.joined(separator: " "), result.stdout))
    }
    let paths = FieldChartCommand.run(arguments: ["paths", name], stdin: "")
    try #require(paths.exitCode == .success, "paths: \(paths.stderr)")
    let trace = FieldChartCommand.run(
      arguments: ["simulate", name, "--trace", "dot"], stdin: paths.stdout)
    try #require(trace.exitCode == .success, "simulate --trace dot: \(trace.stderr)")
    views.append(("simulate --trace dot", trace.stdout))
    return views
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
  func everyDOTViewHasNoOverlappingLabels(_ name: String) throws {
    let chart = try #require(ChartCatalog.machine(named: name)).chart
    let views = try DOTReadabilityTests.views(of: name)
    // The statechart, the flat chart, every proper subset of regions, each single hidden one
    // and the trace.
    #expect(views.count == 2 + ((1 << chart.regions.count) - 2) + chart.regions.count + 1)
    #expect(views[0].dot == ChartFormat.dot.render(chart, view: .regional))
    #expect(views[1].dot == ChartFormat.dot.render(chart, view: .flat))
    var measured: [String: Figures] = [:]
    for (index, (view, dot)) in views.enumerated() {
      // `--hide X` draws what `--region` with the other regions draws: measured once.
      let figures = try measured[dot] ?? DOTReadabilityTests.figures(of: dot)
      measured[dot] = figures
      print("\(chart.machine) DOT \(view): \(figures)")
      #expect(figures.overlaps == 0, "\(chart.machine) \(view): \(figures)")
      #expect(figures.labelsOnStates == 0, "\(chart.machine) \(view): \(figures)")
      if index < 2 {
        let view = index == 0 ? ChartView.regional : .flat
        #expect(figures.edges <= MergedArrowCount.of(chart, view: view) + chart.regions.count + 1)
      }
    }
  }

  /// The measurement sees overlaps: two narrow states side by side whose labels are wider
  /// than they are overlap.
  @Test(.enabled(if: ExternalToolTests.hasDot, "Graphviz dot is not installed"))
  func measurementFindsOverlappingLabels() throws {
    let crowded = try DOTReadabilityTests.figures(
      of: """
        digraph {
          node [shape=box, fixedsize=true, width=0.3, height=0.3];
          a [label="a long label that spills over"];
          b [label="another long label beside it"];
        }
        """)
    #expect(crowded.overlaps >= 1)
    let clear = try DOTReadabilityTests.figures(of: "digraph { a -> b [label=\"fine\"]; }")
    #expect(clear.overlaps == 0)
    #expect(clear.labelsOnStates == 0)
    #expect(clear.edges == 1)
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
