import FieldMachines

/// A drawn screen: a header, the fields' rows, and a footer, printed plain or in colour, whole
/// or scrolled to fit a terminal.
struct Frame: Sendable, Hashable {
  /// The rows above the fields (the form's title).
  var header: [StyledLine]
  /// The fields' rows.
  var body: [StyledLine]
  /// The rows below the fields (status and key help), kept on screen when scrolling.
  var footer: [StyledLine]
  /// How many of the last ``footer`` rows (the key help) a short terminal may leave off to show
  /// the active field whole.
  var droppableFooterCount = 0
  /// The rows of ``body`` the active field takes, kept on screen when scrolling.
  var focus: Range<Int>?
  /// The frame's width in columns.
  var width: Int
  /// The colour painted behind everything, or `nil` for the terminal's own background.
  var sheet: RGBA?
  /// The text colour of runs without their own, or `nil` for the terminal's own.
  var ink: RGBA?

  /// Every row, printed in `mode`.
  func rendered(mode: ColorMode) -> [String] {
    (header + body + footer).map { $0.rendered(width: width, mode: mode, sheet: sheet, ink: ink) }
  }

  /// The rows a terminal of `rows` rows shows: the header and footer, and the part of the body
  /// that fits, scrolled so the active field is on screen (its top when it is taller than the
  /// space). When the active field does not fit, up to ``droppableFooterCount`` footer rows are
  /// left off to make room. Never more than `rows` rows: on a terminal too short for the
  /// header, one body row and the footer, the bottom of the footer is left off.
  func rendered(mode: ColorMode, fitting rows: Int) -> [String] {
    var footer = footer
    var space = max(rows - header.count - footer.count, 1)
    guard body.count > space else { return rendered(mode: mode) }
    if let focus, focus.count > space {
      let dropped = min(focus.count - space, droppableFooterCount, footer.count)
      footer.removeLast(dropped)
      space += dropped
    }
    var top = 0
    if let focus {
      if focus.upperBound > space { top = focus.upperBound - space }
      if focus.lowerBound < top { top = focus.lowerBound }
    }
    top = min(max(top, 0), body.count - space)
    let visible = Array(body[top..<(top + space)])
    return (header + visible + footer).prefix(max(rows, 1)).map {
      $0.rendered(width: width, mode: mode, sheet: sheet, ink: ink)
    }
  }
}
