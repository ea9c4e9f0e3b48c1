/// Everything a text field's transitions read and write: the state of ``EntryFieldMachine`` and
/// ``AreaFieldMachine`` (both name it `State`).
///
/// The two text machines behave alike, so they share this state and one set of transitions; each
/// keeps its own `Event` and `Effect` types.
public struct TextFieldState: Sendable, Hashable {
  /// Whether the field is editing.
  public var focus: TextFocus
  /// The error region: none, or a message.
  public var error: ErrorState
  /// The text; an empty field holds `""`.
  public var text: String
  /// Whether the field accepts focus; a disabled field is never active.
  public var isEnabled: Bool

  /// Creates a state; the default is an empty, enabled, inactive field without error.
  public init(
    focus: TextFocus = .inactive, error: ErrorState = .none, text: String = "",
    isEnabled: Bool = true
  ) {
    self.focus = focus
    self.error = error
    self.text = text
    self.isEnabled = isEnabled
  }
}
