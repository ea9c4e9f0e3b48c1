import FieldMachines

/// Renders a ``RegionalChart`` for a terminal, in at most 100 columns and without Graphviz:
/// each region with its states, then one row per pair of states listing the transitions
/// between them.
public enum RegionalTextRenderer {
  /// The widest line the view writes.
  public static let width = 100

  /// The statechart as text, ending with a newline.
  public static func render(_ chart: RegionalChart) -> String {
    let flat = chart.chart
    let initial = chart.regions.map(\.initial).joined(separator: " + ")
    var lines = wrap(
      "\(flat.machine) (\(flat.name)): \(flat.summary)", indent: "")
    lines += wrap(
      "Regions run in parallel and every event goes to each. A row reads: from -> to  event"
        + " [guard outcomes] if other regions / effects. An event with no row is a no-op there."
        + " Starts in \(initial).", indent: "")
    for region in chart.regions {
      lines.append("")
      lines += wrap(
        "\(region.name.uppercased()): \(region.values.joined(separator: ", "))", indent: "  ")
      let arrows = MergedArrow.merge(
        region.transitions.map { ($0.source, $0.resultingValue, $0.label) })
      let sourceWidth = arrows.map(\.source.count).max() ?? 0
      let targetWidth = arrows.map(\.target.count).max() ?? 0
      for arrow in arrows {
        let head =
          "  " + arrow.source.padded(to: sourceWidth) + " -> "
          + arrow.target.padded(to: targetWidth) + "  "
        let indent = String(repeating: " ", count: head.count)
        for (index, line) in arrow.lines.enumerated() {
          let wrapped = wrap(line, indent: indent, first: index == 0 ? head : indent)
          lines += wrapped
        }
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `text` broken at spaces into lines of at most ``width`` columns: the first starting with
  /// `first` (by default `indent`), the others with `indent`.
  static func wrap(_ text: String, indent: String, first: String? = nil) -> [String] {
    var lines: [String] = []
    var current = first ?? indent
    var isEmpty = true
    for word in text.split(separator: " ") {
      if !isEmpty, current.count + 1 + word.count > width {
        lines.append(current)
        current = indent
        isEmpty = true
      }
      current += (isEmpty ? "" : " ") + word
      isEmpty = false
    }
    lines.append(current)
    return lines
  }
}

extension String {
  /// The string with spaces added up to `width` characters.
  fileprivate func padded(to width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
