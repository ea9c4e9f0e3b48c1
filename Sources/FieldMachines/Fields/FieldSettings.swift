/// The settings every field kind has, stored once per field in one observed property: the
/// ``Field`` members that read and write them (``Field/tag``, ``Field/metrics``, …) are written
/// once, in `FieldDefaults`. The callbacks are apart, in ``FieldHandlers``, so setting one tells
/// no observer.
struct FieldSettings {
  /// An integer the app uses to identify the field.
  var tag = 0
  /// The title text.
  var placeholder: String?
  /// Whether " (Optional)" follows the title.
  var isOptional = false
  /// Whether a new or changed error shakes the view.
  var shakes = true
  /// The direction the content runs in.
  var layoutDirection = LayoutDirection.leftToRight
  /// The layout constants heights are computed from.
  var metrics: FieldMetrics {
    get { customMetrics?.metrics ?? .materialFields }
    set { customMetrics = newValue == .materialFields ? nil : FieldMetricsBox(newValue) }
  }
  /// ``metrics`` when they are not the defaults; `nil` for the defaults, so a field stores a
  /// reference rather than every constant.
  private var customMetrics: FieldMetricsBox?
  /// The colour of each role in the field's appearance.
  var palette = FieldPalette.materialFields
  /// Counts the lines of the supporting row's text.
  var supportingTextMeasurer: any TextMeasurer = LineBreakMeasurer()
  /// The most lines the supporting row grows to; `nil` grows without limit.
  var maximumSupportingLineCount: Int?
  /// The words the accessibility description and announcements are built from.
  var accessibilityStrings = AccessibilityStrings.english

  /// Default settings with `placeholder` as the title.
  init(placeholder: String? = nil) {
    self.placeholder = placeholder
  }
}
