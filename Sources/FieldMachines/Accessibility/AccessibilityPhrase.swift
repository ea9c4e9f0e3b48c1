/// One of the words ``AccessibilityStrings`` holds: what it is said for, and its English default.
///
/// Localise every phrase by walking `AccessibilityPhrase.allCases`, as a palette is walked by
/// ``ColorRole``. Templates replace `{count}` and `{limit}` with numbers.
public enum AccessibilityPhrase: String, Sendable, Hashable, CaseIterable {
  /// Said for a field that is not optional: "required".
  case required
  /// Said for a read-only field: "read only".
  case readOnly
  /// Said for a disabled field: "dimmed".
  case dimmed
  /// Put before an error message ("Error: Required"), or said alone for an empty message:
  /// "Error".
  case error
  /// The spoken value of a masked password of one character: "1 hidden character".
  case oneHiddenCharacter
  /// The spoken value of a masked password of `{count}` characters (not 1): "{count} hidden
  /// characters".
  case hiddenCharacters
  /// The hint part for a length limit, `{count}` characters used of `{limit}`: "{count} of
  /// {limit} characters".
  case characterLimit
  /// The hint of a text field that can be edited but is not editing: "Double-tap to edit".
  case editHint
  /// The hint of a closed picker field: "Double-tap to choose".
  case chooseHint
  /// The hint of a closed date field: "Double-tap to choose a date".
  case chooseDateHint
  /// The hint of an open wheel: "Swipe up or down to change".
  case adjustHint
  /// The name of the clear action: "Clear".
  case clear
  /// The name of the done action: "Done".
  case done
  /// The name of the action that reveals a password: "Show password".
  case showPassword
  /// The name of the action that masks a password: "Hide password".
  case hidePassword

  /// The English words.
  package var english: String {
    switch self {
    case .required: "required"
    case .readOnly: "read only"
    case .dimmed: "dimmed"
    case .error: "Error"
    case .oneHiddenCharacter: "1 hidden character"
    case .hiddenCharacters: "{count} hidden characters"
    case .characterLimit: "{count} of {limit} characters"
    case .editHint: "Double-tap to edit"
    case .chooseHint: "Double-tap to choose"
    case .chooseDateHint: "Double-tap to choose a date"
    case .adjustHint: "Swipe up or down to change"
    case .clear: "Clear"
    case .done: "Done"
    case .showPassword: "Show password"
    case .hidePassword: "Hide password"
    }
  }
}
