/// Counts the lines a text occupies, so heights can follow the content.
///
/// Plug in your own (for example one backed by a real font engine) on any field's
/// `textMeasurer`. The default is ``LineBreakMeasurer``.
public protocol TextMeasurer: Sendable {
  /// The number of lines `text` takes; at least 1, even for empty text.
  func lineCount(of text: String) -> Int
}
