/// The words accessibility descriptions and announcements are built from, so an app can
/// localise them. The defaults are English.
///
/// Templates replace `{count}` and `{limit}` with numbers.
public struct AccessibilityStrings: Sendable, Hashable {
  /// Said for a field that is not optional.
  public var required = "required"
  /// Said for a read-only field.
  public var readOnly = "read only"
  /// Said for a disabled field.
  public var dimmed = "dimmed"
  /// Put before an error message ("Error: Required"), or said alone for an empty message.
  public var error = "Error"
  /// The spoken value of a masked password of one character.
  public var oneHiddenCharacter = "1 hidden character"
  /// The spoken value of a masked password of `{count}` characters (not 1).
  public var hiddenCharacters = "{count} hidden characters"
  /// The hint part for a length limit: `{count}` characters used of `{limit}`.
  public var characterLimit = "{count} of {limit} characters"
  /// The hint of a text field that can be edited but is not editing.
  public var editHint = "Double-tap to edit"
  /// The hint of a closed picker field.
  public var chooseHint = "Double-tap to choose"
  /// The hint of a closed date field.
  public var chooseDateHint = "Double-tap to choose a date"
  /// The hint of an open wheel.
  public var adjustHint = "Swipe up or down to change"
  /// The name of the clear action.
  public var clear = "Clear"
  /// The name of the done action.
  public var done = "Done"
  /// The name of the action that reveals a password.
  public var showPassword = "Show password"
  /// The name of the action that masks a password.
  public var hidePassword = "Hide password"

  /// Creates the English strings; change any property to localise it.
  public init() {}

  /// The English strings.
  public static let english = AccessibilityStrings()

  /// The spoken value of a masked password of `count` characters: `""` when empty.
  package func hiddenValue(count: Int) -> String {
    switch count {
    case ...0: ""
    case 1: oneHiddenCharacter
    default: hiddenCharacters.replacing("{count}", with: String(count))
    }
  }

  /// The hint part for a length limit, such as "12 of 40 characters".
  package func characterLimit(count: Int, limit: Int) -> String {
    characterLimit.replacing("{count}", with: String(count))
      .replacing("{limit}", with: String(limit))
  }

  /// How an error is spoken: "Error: message", or "Error" for an empty message.
  package func errorPhrase(_ message: String) -> String {
    message.isEmpty ? error : "\(error): \(message)"
  }
}
