import FieldMachines

/// A run of text in one style, the unit ``StyledLine`` is built from.
struct TextSpan: Sendable, Hashable {
  /// The characters, one column each.
  var text: String
  /// The text colour (with its alpha), or `nil` for the sheet's text colour.
  var color: RGBA?
  /// The background behind the run, or `nil` for the sheet.
  var background: RGBA?
  /// Whether the run is bold.
  var isBold: Bool

  /// Creates a run.
  init(_ text: String, color: RGBA? = nil, background: RGBA? = nil, isBold: Bool = false) {
    self.text = text
    self.color = color
    self.background = background
    self.isBold = isBold
  }
}
