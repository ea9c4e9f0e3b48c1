import FieldMachines

/// Breaks text into rows of at most ``columns`` characters, at a space where there is one: how
/// the app draws an area's value and, as the area's ``TextMeasurer``, how many lines the
/// library gives its height, so the two always agree.
///
/// Each paragraph (text between line breaks) wraps on its own and an empty one is one empty
/// row. A row breaks after the last space that fits, and that space is dropped (so a space
/// typed at the end of a full row moves the caret to the next row); a word longer than a row is
/// cut where the row ends.
struct TextWrapper: TextMeasurer, Hashable {
  /// The most characters in a row; at least 1.
  let columns: Int

  /// Creates a wrapper for rows of `columns` characters (clamped to at least 1).
  init(columns: Int) {
    self.columns = max(columns, 1)
  }

  /// The rows `text` takes, in order; at least one.
  func rows(of text: String) -> [String] {
    text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
      .flatMap(wrap)
  }

  /// The number of rows ``rows(of:)`` returns.
  func lineCount(of text: String) -> Int {
    max(rows(of: text).count, 1)
  }

  private func wrap(_ paragraph: Substring) -> [String] {
    var rows: [String] = []
    var rest = paragraph
    while let end = rest.index(rest.startIndex, offsetBy: columns, limitedBy: rest.endIndex),
      end < rest.endIndex
    {
      if rest[end] == " " {
        rows.append(String(rest[..<end]))
        rest = rest[rest.index(after: end)...]
      } else if let space = rest[..<end].lastIndex(of: " "), space > rest.startIndex {
        rows.append(String(rest[..<space]))
        rest = rest[rest.index(after: space)...]
      } else {
        rows.append(String(rest[..<end]))
        rest = rest[end...]
      }
    }
    rows.append(String(rest))
    return rows
  }
}
