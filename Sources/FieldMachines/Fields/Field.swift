/// What every field object shares: the MaterialFields `Field` API, plus `isEnabled`,
/// `errorMessage`, heights and appearance, and read-only, the supporting row and accessibility.
///
/// ``EntryField``, ``AreaField``, ``PickerField`` and ``DateField`` conform. Each owns its
/// machine, turns calls into machine events, performs the effects and calls its delegate.
/// Fields are main-thread-style objects: use one from a single isolation domain.
public protocol Field: AnyObject {
  /// Which kind of field this is.
  var kind: FieldKind { get }
  /// An integer the app uses to identify the field, as `UIView.tag`.
  var tag: Int { get set }
  /// The title, shown inside the field at rest and floated above it otherwise.
  var placeholder: String? { get set }
  /// Whether " (Optional)" follows the title.
  var isOptional: Bool { get set }
  /// The value as text: typed text, the picked row, or the formatted date (`nil` when empty).
  var text: String? { get }
  /// Whether the field is editing (text fields) or open (picker and date fields).
  var isActive: Bool { get }
  /// Whether an error is shown.
  var hasError: Bool { get }
  /// The error message shown, or `nil`.
  var errorMessage: String? { get }
  /// Whether a new or changed error (``setError(withText:)``, a refused typed date) shakes the
  /// view: the field calls its ``shakeHandler`` then, and only while this is on (MaterialFields'
  /// `shakes`).
  var shakes: Bool { get set }
  /// Called when an error appears or its message changes while ``shakes`` is on; run the shake
  /// animation here (MaterialFields: ±10 points, two legs of 0.05 s each way).
  var shakeHandler: (() -> Void)? { get set }
  /// Whether the field accepts focus. Disabling an active field ends its editing first.
  var isEnabled: Bool { get set }
  /// The field's height in points, from its state, content and ``FieldMetrics``.
  var height: Double { get }
  /// What the field looks like now.
  var appearance: FieldAppearance { get }
  /// The direction the content runs in: the title and value start at the leading edge, an entry
  /// field's "$" is leading and its unit trailing, the "done" and "clear" pills are trailing.
  var layoutDirection: LayoutDirection { get set }
  /// The layout constants ``height`` is computed from.
  var metrics: FieldMetrics { get set }
  /// The colour of each role in ``appearance``.
  var palette: FieldPalette { get set }
  /// Whether the field takes focus but refuses changes (typing, clear, selection, scrolling).
  /// Unlike a disabled field it is focusable, so form navigation stops on it.
  var isReadOnly: Bool { get set }
  /// The helper text shown below the field while there is no error; `nil` for none.
  var helperText: String? { get set }
  /// Whether the supporting row keeps one line of space even when empty.
  var reservesSupportingRow: Bool { get set }
  /// Counts the lines of the supporting row's text (error or helper), which is set in smaller
  /// type than the value; by default explicit line breaks only.
  var supportingTextMeasurer: any TextMeasurer { get set }
  /// The most lines the supporting row grows to; `nil` grows without limit, values below 1 count
  /// as 1 (MaterialFields' one-line error label).
  var maximumSupportingLineCount: Int? { get set }
  /// What assistive technologies say about the field now.
  var accessibility: AccessibilityDescription { get }
  /// The words ``accessibility`` and announcements are built from.
  var accessibilityStrings: AccessibilityStrings { get set }
  /// Whether a new or changed error is announced; a form announcing a summary turns it off.
  var announcesErrors: Bool { get set }
  /// Called with each error announcement (see ``announcesErrors``); post it to VoiceOver or
  /// TalkBack here.
  var announcementHandler: ((AccessibilityAnnouncement) -> Void)? { get set }

  /// Shows an error; `nil` or `""` shows an empty error row. No delegate is called.
  func setError(withText text: String?)
  /// Removes the error, if any. No delegate is called.
  func removeErrorUI()
  /// Starts editing or opens the field, asking the should-begin delegate; returns whether the
  /// field is now active.
  @discardableResult func becomeFirstResponder() -> Bool
  /// Ends editing or closes the field, asking the should-end delegate where there is one;
  /// returns whether the field is now inactive. Does nothing on an inactive field.
  @discardableResult func resignFirstResponder() -> Bool
  /// The user tapped the field: as ``becomeFirstResponder()``; a tap on an active field does
  /// nothing.
  func tap()
  /// Another field's keyboard is about to appear: an open picker or date field closes.
  func keyboardWillShow()
  /// Types `string` at the end of what the keyboard edits: the text, a picker's manual draft or
  /// a date field's typed draft. A no-op when nothing is being edited.
  func typeText(_ string: String)
  /// The backspace key; a no-op when nothing is being edited or it is empty.
  func deleteBackward()
  /// Replaces the whole of what the keyboard edits, as a paste over everything; a no-op when
  /// nothing is being edited.
  func replaceText(with string: String)
  /// The return key: an entry field asks its delegate and a form may move on, an area types a
  /// line break, a picker's manual entry and a date field's draft are committed.
  func pressReturn()
  /// The clear button of a text field or the clear pill of a picker or date field.
  func tapClear()
}
