import FieldMachines

/// One field as a frame draws it: what the library says it looks like, plus what a terminal
/// needs besides (the caret, masking, the open wheel's rows).
///
/// Built from a live field by ``init(field:isMasked:)``; a plain value, so ``FrameRenderer``
/// stays a pure function of it.
struct FieldPanel: Sendable, Hashable {
  /// The field's appearance: title, its position and colour, value, underline and error.
  var appearance: FieldAppearance
  /// The colours the appearance's roles resolve to.
  var palette: FieldPalette
  /// The field's height in points, turned into rows by ``FrameRenderer/rows(forHeight:)``.
  var height: Double
  /// The value lines the field shows (an area shows its last ``FieldPanel/visibleLineCount``).
  var visibleLineCount: Int
  /// Whether typing goes to this field now, so a caret follows the value.
  var showsCaret: Bool
  /// Whether the value is drawn as bullets (a password).
  var isMasked: Bool
  /// Whether long value lines wrap onto the next rows (an area) rather than scroll sideways
  /// (an entry field's single line).
  var wrapsText: Bool
  /// The open wheel, or `nil` while closed.
  var wheel: Wheel?

  /// Creates a panel from its parts.
  init(
    appearance: FieldAppearance, palette: FieldPalette = .materialFields, height: Double,
    visibleLineCount: Int = 1, showsCaret: Bool = false, isMasked: Bool = false,
    wrapsText: Bool = false, wheel: Wheel? = nil
  ) {
    self.appearance = appearance
    self.palette = palette
    self.height = height
    self.visibleLineCount = max(visibleLineCount, 1)
    self.showsCaret = showsCaret
    self.isMasked = isMasked
    self.wrapsText = wrapsText
    self.wheel = wheel
  }
}
