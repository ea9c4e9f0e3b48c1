/// Everything a text field's transitions read and write: the state of ``EntryFieldMachine`` and
/// ``AreaFieldMachine`` (both name it `State`).
///
/// The two text machines behave alike, so they share this state and one set of transitions; each
/// keeps its own `Event` and `Effect` types. Beside focus, error and text it holds the supporting
/// row (helper text, reserved space, the length limit and its counter), read-only, secure entry
/// and whether errors are announced; the derived parts (the error shown, the counter) are in
/// `TextFieldState+SupportingRow.swift`.
public struct TextFieldState: Sendable, Hashable {
  /// Whether the field has focus: editing, or selecting a read-only value.
  public var focus: TextFocus
  /// The error the app set: none, or a message. See ``shownError`` for what the field shows.
  public var error: ErrorState
  /// The text; an empty field holds `""`.
  public var text: String
  /// Whether the field accepts focus; a disabled field is never active.
  public var isEnabled: Bool
  /// Whether the text can be focused and selected but not changed: typing and clear are refused.
  public var isReadOnly: Bool
  /// The helper (supporting) text shown below the field while there is no error; `nil` for
  /// none (`""` is stored as `nil`).
  public var helperText: String?
  /// Whether the supporting row keeps at least one line of space even when it is empty, so the
  /// height does not jump when an error or helper appears.
  public var reservesSupportingRow: Bool
  /// The most characters the text should hold, with a counter such as "12/40"; `nil` for no
  /// limit. Counted in `Character`s; negative values are stored as 0.
  public var maxLength: Int?
  /// What user input past ``maxLength`` does: kept and flagged (the default) or refused.
  public var lengthLimitPolicy: LengthLimitPolicy
  /// The error shown while the text is longer than ``maxLength`` and the app set no error.
  public var overflowMessage: String
  /// Whether the field is a secure field, and whether its value is masked or revealed.
  public var security: TextSecurity
  /// Whether an error that appears or changes is announced with an `announceError` effect; a
  /// form that announces a summary itself turns this off.
  public var announcesErrors: Bool

  /// The overflow message used unless the app gives its own.
  public static let defaultOverflowMessage = "Too many characters"

  /// Creates a state; the default is an empty, enabled, editable, inactive field without error,
  /// helper, limit or secure entry, which announces its errors.
  public init(
    focus: TextFocus = .inactive, error: ErrorState = .none, text: String = "",
    isEnabled: Bool = true, isReadOnly: Bool = false, helperText: String? = nil,
    reservesSupportingRow: Bool = false, maxLength: Int? = nil,
    lengthLimitPolicy: LengthLimitPolicy = .keepAndFlag,
    overflowMessage: String = TextFieldState.defaultOverflowMessage,
    security: TextSecurity = .plain, announcesErrors: Bool = true
  ) {
    self.focus = focus
    self.error = error
    self.text = text
    self.isEnabled = isEnabled
    self.isReadOnly = isReadOnly
    self.helperText = helperText
    self.reservesSupportingRow = reservesSupportingRow
    self.maxLength = maxLength
    self.lengthLimitPolicy = lengthLimitPolicy
    self.overflowMessage = overflowMessage
    self.security = security
    self.announcesErrors = announcesErrors
  }
}
