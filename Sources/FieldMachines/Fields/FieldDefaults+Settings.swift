/// The settings and callbacks of ``Field``, written once for every kind over the field's
/// `settings` (observed: reading one registers, writing one tells the readers) and `handlers`
/// (not observed).
extension FieldDefaults {
  /// An integer the app uses to identify the field, as `UIView.tag`.
  public var tag: Int {
    get { settings.tag }
    set { settings.tag = newValue }
  }

  /// The title, shown inside the field at rest and floated above it otherwise; `nil` is allowed
  /// (MaterialFields' picker crashed on it).
  public var placeholder: String? {
    get { settings.placeholder }
    set { settings.placeholder = newValue }
  }

  /// Whether " (Optional)" follows the title.
  public var isOptional: Bool {
    get { settings.isOptional }
    set { settings.isOptional = newValue }
  }

  /// Whether a new or changed error shakes the view: ``shakeHandler`` is called only while it is
  /// on (MaterialFields' `shakes`).
  public var shakes: Bool {
    get { settings.shakes }
    set { settings.shakes = newValue }
  }

  /// Called when an error appears or its message changes while ``shakes`` is on; run the shake
  /// animation here (MaterialFields: ±10 points, two legs of 0.05 s each way).
  public var shakeHandler: (() -> Void)? {
    get { handlers.shake }
    set { handlers.shake = newValue }
  }

  /// The direction the content runs in: the title and value start at the leading edge, an entry
  /// field's "$" is leading and its unit trailing, the "done" and "clear" pills are trailing.
  public var layoutDirection: LayoutDirection {
    get { settings.layoutDirection }
    set { settings.layoutDirection = newValue }
  }

  /// The layout constants ``height`` is computed from.
  public var metrics: FieldMetrics {
    get { settings.metrics }
    set { settings.metrics = newValue }
  }

  /// The colour of each role in ``appearance``.
  public var palette: FieldPalette {
    get { settings.palette }
    set { settings.palette = newValue }
  }

  /// Counts the lines of the supporting row's text (error or helper), which is set in smaller
  /// type than the value (so apart from an area's `textMeasurer`); by default explicit line
  /// breaks only.
  public var supportingTextMeasurer: any TextMeasurer {
    get { settings.supportingTextMeasurer }
    set { settings.supportingTextMeasurer = newValue }
  }

  /// The most lines the supporting row grows to; `nil` grows without limit, values below 1 count
  /// as 1 (MaterialFields' one-line error label).
  public var maximumSupportingLineCount: Int? {
    get { settings.maximumSupportingLineCount }
    set { settings.maximumSupportingLineCount = newValue }
  }

  /// The words ``accessibility`` and announcements are built from.
  public var accessibilityStrings: AccessibilityStrings {
    get { settings.accessibilityStrings }
    set { settings.accessibilityStrings = newValue }
  }

  /// Called with each error announcement (see ``announcesErrors``); post it to VoiceOver or
  /// TalkBack here.
  public var announcementHandler: ((AccessibilityAnnouncement) -> Void)? {
    get { handlers.announcement }
    set { handlers.announcement = newValue }
  }
}
