import FieldMachines

/// Draws fields as terminal rows: a pure function from ``FieldPanel``s to a ``Frame``.
///
/// Each field takes ``rows(forHeight:)`` rows, from top to bottom:
/// - the floating title when it is up (with the clear pill at the right), else an empty row;
/// - the value lines, or the resting title in their place; a caret while typing goes there; an
///   area's lines wrap at the width (``textWrapper``), an entry field's value scrolls sideways;
/// - the underline, in the role's colour and a glyph per role (`─` rest, `━` active, `═` error),
///   so the state shows without colour too;
/// - the error message, when there is one;
/// - an open wheel: the done pill, then a box of seven rows with the selected one in the middle.
///
/// One blank row separates fields (the form's spacing; it is not part of a field's height).
struct FrameRenderer: Sendable {
  /// The points one terminal row stands for: about one 18-pt text line (21.48 pt).
  static let pointsPerRow = 21.75
  /// The columns left of the fields.
  static let margin = 2

  /// The frame's width in columns; at least 24.
  var width: Int
  /// The form's title, drawn bold above the fields.
  var title: String

  /// Creates a renderer for frames `width` columns wide (clamped to at least 24).
  init(width: Int, title: String) {
    self.width = max(width, 24)
    self.title = title
  }

  /// The rows a field of `height` points takes: `round(height / 21.75) + 1`.
  ///
  /// 21.75 pt is about one line of value text, so the title slot, spacing and 2-pt rules of a
  /// field at rest (21.5 pt) round to the title's row, each value line (21.48 pt) to a row and
  /// a one-line error (19.5 pt) to a row; the `+ 1` is the underline's own row, since a
  /// terminal cannot draw a 2-pt rule inside a text row. With the default metrics: 3 rows at
  /// rest (43.5), 4 with an error (63.0), n + 2 for an n-line area, 13 for an open wheel
  /// (269.5) and 14 for an open wheel with an error (289.0).
  static func rows(forHeight height: Double) -> Int {
    guard height.isFinite, height > 0 else { return 1 }
    return Int((height / pointsPerRow).rounded()) + 1
  }

  /// The frame of `panels` in order, with the active one's rows as its focus, a status line and
  /// the key help below.
  ///
  /// No row is wider than the frame: the title is cut, the status wraps, and each help line
  /// (items apart by three spaces) is packed into as many rows as the width needs.
  func render(
    panels: [FieldPanel], activeIndex: Int?, status: TextSpan?, help: [String]
  ) -> Frame {
    var body: [StyledLine] = []
    var focus: Range<Int>?
    for (index, panel) in panels.enumerated() {
      if index > 0 { body.append(StyledLine()) }
      let rows = lines(for: panel)
      if index == activeIndex { focus = body.count..<(body.count + rows.count) }
      body += rows
    }
    let palette = panels.first?.palette ?? .materialFields
    let wrapper = TextWrapper(columns: contentWidth)
    var footer = [StyledLine()]
    footer += wrapper.rows(of: status?.text ?? "").map {
      StyledLine(TextSpan(indent + $0, color: status?.color, isBold: status?.isBold ?? false))
    }
    let helpRows = help.flatMap(packed).map {
      StyledLine(TextSpan(indent + $0, color: palette[.placeholderDown]))
    }
    footer += helpRows
    return Frame(
      header: [StyledLine(TextSpan(indent + clipped(title), isBold: true)), StyledLine()],
      body: body, footer: footer, droppableFooterCount: helpRows.count, focus: focus,
      width: width, sheet: nil, ink: nil)
  }

  /// A field's rows, exactly ``rows(forHeight:)`` of its height: blank rows are added after
  /// the error when the content is shorter (an empty error's spacing under an open wheel),
  /// and rows are cut from the bottom when it is longer.
  func lines(for panel: FieldPanel) -> [StyledLine] {
    var field = [titleRow(panel)] + valueRows(panel) + [underlineRow(panel)]
    if let message = panel.appearance.supportingRow.error.message, !message.isEmpty {
      let color = panel.palette[.errorText]
      field.append(StyledLine(TextSpan(indent + clipped(message), color: color)))
    }
    let wheel = panel.wheel.map { wheelRows($0, panel: panel) } ?? []
    let target = FrameRenderer.rows(forHeight: panel.height)
    let padding = max(target - field.count - wheel.count, 0)
    return Array((field + Array(repeating: StyledLine(), count: padding) + wheel).prefix(target))
  }

  /// How an area's value wraps: rows of the content width less one column for the caret. The
  /// app gives an area this as its ``AreaField/textMeasurer``, so the height the library
  /// computes has a row for every wrapped line.
  var textWrapper: TextWrapper { TextWrapper(columns: contentWidth - 1) }

  // MARK: Rows

  private var indent: String { String(repeating: " ", count: FrameRenderer.margin) }
  private var contentWidth: Int { width - 2 * FrameRenderer.margin }

  private func titleRow(_ panel: FieldPanel) -> StyledLine {
    let appearance = panel.appearance
    var line = StyledLine(TextSpan(indent))
    if appearance.titlePosition == .up {
      let color = panel.palette[appearance.titleColor].withAlpha(appearance.titleAlpha)
      line.append(TextSpan(clipped(appearance.title), color: color))
    }
    if appearance.shows(.clearButton) {
      let pill = TextSpan("[ clear ]", color: panel.palette[.clearButton], isBold: true)
      line.appendRightAligned(pill, width: width - FrameRenderer.margin)
    }
    return line
  }

  private func valueRows(_ panel: FieldPanel) -> [StyledLine] {
    let appearance = panel.appearance
    guard appearance.titlePosition == .up else {
      let color = panel.palette[appearance.titleColor].withAlpha(appearance.titleAlpha)
      let title = StyledLine(TextSpan(indent + clipped(appearance.title), color: color))
      return [title] + Array(repeating: StyledLine(), count: panel.visibleLineCount - 1)
    }
    let dim = appearance.isDimmed ? 0.5 : 1
    let valueColor = panel.palette[appearance.valueColor].withAlpha(dim)
    let text =
      panel.isMasked ? String(repeating: "•", count: appearance.value.count) : appearance.value
    var lines =
      panel.wrapsText
      ? textWrapper.rows(of: text)
      : text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    lines = Array(lines.suffix(panel.visibleLineCount))
    lines += Array(repeating: "", count: panel.visibleLineCount - lines.count)
    return lines.enumerated().map { index, text in
      var line = StyledLine(TextSpan(indent))
      var room = contentWidth
      if index == 0 && appearance.shows(.monetarySymbol) {
        line.append(TextSpan("$ ", color: panel.palette[.monetary]))
        room -= 2
      }
      let unit = index == 0 ? appearance.unit : nil
      room -= unit.map { $0.count + 1 } ?? 0
      let isLast = index == lines.count - 1
      let caret = isLast && panel.showsCaret
      line.append(TextSpan(tail(text, fitting: room - (caret ? 1 : 0)), color: valueColor))
      if caret { line.append(TextSpan("▏", color: panel.palette[.cursor])) }
      if let unit {
        line.appendRightAligned(
          TextSpan(unit, color: panel.palette[.unit]), width: width - FrameRenderer.margin)
      }
      return line
    }
  }

  private func underlineRow(_ panel: FieldPanel) -> StyledLine {
    let role = panel.appearance.underlineColor
    let glyph: Character =
      switch role {
      case .borderHighlight: "━"
      case .borderError: "═"
      default: "─"
      }
    let color = panel.palette[role].withAlpha(panel.appearance.isDimmed ? 0.5 : 1)
    var line = StyledLine(TextSpan(indent))
    line.append(TextSpan(String(repeating: glyph, count: contentWidth), color: color))
    return line
  }

  private func wheelRows(_ wheel: FieldPanel.Wheel, panel: FieldPanel) -> [StyledLine] {
    let radius = FieldPanel.Wheel.radius
    let inner = contentWidth - 2
    let frameColor = panel.palette[.border]
    var pills = StyledLine()
    let done = TextSpan("[ done ]", color: panel.palette[.doneButton], isBold: true)
    pills.appendRightAligned(done, width: width - FrameRenderer.margin)
    var rows = [pills, boxEdge("┌", "┐", color: frameColor)]
    let above = Array(repeating: "", count: radius - wheel.above.count) + wheel.above.suffix(radius)
    let below = wheel.below.prefix(radius) + Array(repeating: "", count: radius - wheel.below.count)
    for (offset, text) in above.enumerated() {
      rows.append(wheelRow(text, distance: radius - offset, inner: inner, panel: panel))
    }
    var selected = StyledLine(TextSpan(indent + "│", color: frameColor))
    let highlight = panel.palette[.borderHighlight].withAlpha(0.15)
    let label = clipped("▸ " + wheel.selected, to: inner)
    let padded = label + String(repeating: " ", count: inner - label.count)
    selected.append(
      TextSpan(padded, color: panel.palette[.text], background: highlight, isBold: true))
    selected.append(TextSpan("│", color: frameColor))
    rows.append(selected)
    for (offset, text) in below.enumerated() {
      rows.append(wheelRow(text, distance: offset + 1, inner: inner, panel: panel))
    }
    rows.append(boxEdge("└", "┘", color: frameColor))
    return rows
  }

  private func wheelRow(_ text: String, distance: Int, inner: Int, panel: FieldPanel) -> StyledLine
  {
    let fade = [0.85, 0.6, 0.4][min(max(distance, 1), 3) - 1]
    let label = text.isEmpty ? "" : clipped("  " + text, to: inner)
    var line = StyledLine(TextSpan(indent + "│", color: panel.palette[.border]))
    line.append(
      TextSpan(
        label + String(repeating: " ", count: inner - label.count),
        color: panel.palette[.text].withAlpha(fade)))
    line.append(TextSpan("│", color: panel.palette[.border]))
    return line
  }

  private func boxEdge(_ left: String, _ right: String, color: RGBA) -> StyledLine {
    let rule = String(repeating: "─", count: contentWidth - 2)
    return StyledLine(TextSpan(indent + left + rule + right, color: color))
  }

  // MARK: Fitting text

  /// A help line's items (apart by three spaces) packed into rows of the content width; an
  /// item wider than a row wraps on its own.
  private func packed(_ line: String) -> [String] {
    let gap = "   "
    var rows: [String] = []
    var row = ""
    for item in line.components(separatedBy: gap) where !item.isEmpty {
      if row.isEmpty {
        row = item
      } else if row.count + gap.count + item.count <= contentWidth {
        row += gap + item
      } else {
        rows.append(row)
        row = item
      }
    }
    rows.append(row)
    return rows.flatMap { TextWrapper(columns: contentWidth).rows(of: $0) }
  }

  /// `text` cut to the content width, ending in "…" when cut.
  private func clipped(_ text: String, to room: Int? = nil) -> String {
    let room = max(room ?? contentWidth, 1)
    guard text.count > room else { return text }
    return String(text.prefix(room - 1)) + "…"
  }

  /// The end of `text` in `room` columns, starting with "…" when cut: a value scrolls so its
  /// end, where the caret is, stays in view.
  private func tail(_ text: String, fitting room: Int) -> String {
    let room = max(room, 1)
    guard text.count > room else { return text }
    return "…" + String(text.suffix(room - 1))
  }
}
