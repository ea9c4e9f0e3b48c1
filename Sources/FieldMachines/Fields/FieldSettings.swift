/// The settings every field kind has, stored once per field in one observed property: the
/// ``Field`` members that read and write them (``Field/tag``, ``Field/metrics``, …) are written
/// once, in `FieldDefaults`. The callbacks are apart, in ``FieldHandlers``, so setting one tells
/// no observer.
///
/// The settings few fields change (``metrics``, ``palette``, the supporting row's measurer and
/// line limit, ``accessibilityStrings``) are kept by reference, in one ``RareFieldSettingsBox``
/// that every field with the defaults shares.
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
  /// The settings few fields change; the shared defaults until one is set.
  private var rareBox = RareFieldSettingsBox.defaults

  /// Default settings with `placeholder` as the title.
  init(placeholder: String? = nil) {
    self.placeholder = placeholder
  }

  /// The settings few fields change; setting them stores a new box.
  private var rare: RareFieldSettings {
    get { rareBox.values }
    set { rareBox = RareFieldSettingsBox(newValue) }
  }

  /// The layout constants heights are computed from.
  var metrics: FieldMetrics {
    get { rareBox.values.metrics }
    set { rare.metrics = newValue }
  }
  /// The colour of each role in the field's appearance.
  var palette: FieldPalette {
    get { rareBox.values.palette }
    set { rare.palette = newValue }
  }
  /// Counts the lines of the supporting row's text.
  var supportingTextMeasurer: any TextMeasurer {
    get { rareBox.values.supportingTextMeasurer }
    set { rare.supportingTextMeasurer = newValue }
  }
  /// The most lines the supporting row grows to; `nil` grows without limit.
  var maximumSupportingLineCount: Int? {
    get { rareBox.values.maximumSupportingLineCount }
    set { rare.maximumSupportingLineCount = newValue }
  }
  /// The words the accessibility description and announcements are built from.
  var accessibilityStrings: AccessibilityStrings {
    get { rareBox.values.accessibilityStrings }
    set { rare.accessibilityStrings = newValue }
  }
}
