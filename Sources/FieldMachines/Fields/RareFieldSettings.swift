/// The settings of ``FieldSettings`` that few fields change: the metrics, the palette, the
/// supporting row's measurer and line limit, and the accessibility words. A field keeps them in a
/// ``RareFieldSettingsBox``, shared by every field that keeps the defaults, so a field stores one
/// reference instead of each value.
struct RareFieldSettings: Sendable {
  /// The layout constants heights are computed from.
  var metrics = FieldMetrics.materialFields
  /// The colour of each role in the field's appearance.
  var palette = FieldPalette.materialFields
  /// Counts the lines of the supporting row's text.
  var supportingTextMeasurer: any TextMeasurer = LineBreakMeasurer()
  /// The most lines the supporting row grows to; `nil` grows without limit.
  var maximumSupportingLineCount: Int?
  /// The words the accessibility description and announcements are built from.
  var accessibilityStrings = AccessibilityStrings.english
}
