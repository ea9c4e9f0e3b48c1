import FieldMachines

/// The transitions between the same two states, drawn as one arrow with one label line each.
///
/// mermaid.js draws one self-loop per state and Graphviz stacks the labels of parallel edges
/// on each other, so every diagram draws one arrow per pair of states and lists the
/// transitions in its label.
struct MergedArrow: Hashable {
  /// The source state's identifier.
  var source: String
  /// The target state's identifier.
  var target: String
  /// One label per transition, in the chart's order.
  var lines: [String]
  /// How often a traced run took each transition of ``lines`` (empty without a trace).
  var counts: [Int] = []

  /// Whether a traced run took any of the transitions.
  var isTaken: Bool { counts.contains { $0 > 0 } }

  /// ``lines`` with the number of times each was taken appended as `(3x)`.
  var countedLines: [String] {
    lines.enumerated().map { index, line in
      index < counts.count && counts[index] > 0 ? "\(line) (\(counts[index])x)" : line
    }
  }

  /// The arrows with the counts of `trace`.
  static func counting(_ arrows: [MergedArrow], _ trace: ChartTrace?) -> [MergedArrow] {
    guard let trace else { return arrows }
    return arrows.map { arrow in
      var arrow = arrow
      arrow.counts = arrow.lines.map {
        trace.count(source: arrow.source, target: arrow.target, label: $0)
      }
      return arrow
    }
  }

  /// `arrows` merged by source and target, in the order each pair first appears.
  static func merge(_ arrows: [(source: String, target: String, line: String)]) -> [MergedArrow] {
    var result: [MergedArrow] = []
    var indexOfPair: [[String]: Int] = [:]
    for arrow in arrows {
      if let index = indexOfPair[[arrow.source, arrow.target]] {
        result[index].lines.append(arrow.line)
      } else {
        indexOfPair[[arrow.source, arrow.target]] = result.count
        result.append(MergedArrow(source: arrow.source, target: arrow.target, lines: [arrow.line]))
      }
    }
    return result
  }

  /// The flat chart's transitions, merged.
  static func merge(_ chart: StateChart) -> [MergedArrow] {
    merge(chart.transitions.map { ($0.source, $0.target, $0.label) })
  }

  /// A region's transitions, merged; a targetless transition is a self-loop.
  static func merge(_ region: RegionalChart.Region) -> [MergedArrow] {
    merge(
      region.transitions.map {
        (region.stateID($0.source), region.stateID($0.resultingValue), $0.label)
      })
  }
}
