/// One of the layout constants in ``FieldMetrics``, read and set as `metrics[.wheelHeight]`.
///
/// The values are MaterialFields' 1× design sizes in points; ``FieldMetrics/contentSizeFactor``
/// scales the type-related ones.
public enum FieldMetric: String, Sendable, Hashable, CaseIterable {
  /// The reserved slot the floating title rises into (a 12-pt label, 14.5 on the pixel grid).
  case titleSlotHeight
  /// The spacing of the field's vertical stack, above the text row and above the error row: 5.
  case stackSpacing
  /// The height of one line of the 18-pt value text, before rounding: 21.48.
  case textLineHeight
  /// The text view's bottom inset, added once to the text height: 0.5.
  case textBottomInset
  /// The two 1-pt underline rules: 2.
  case underlineHeight
  /// The height of one line of the 12-pt error or supporting text, before rounding: 14.32.
  case errorLineHeight
  /// The spacing between the field and its open wheel: 10.
  case wheelSpacing
  /// The wheel's height while a picker or date field is open: 216.
  case wheelHeight
  /// The grid heights are rounded up to: 0.5 for a @2x screen.
  case pixelGrid
}
