/// The words accessibility descriptions and announcements are built from, so an app can
/// localise them, one ``AccessibilityPhrase`` at a time. The defaults are English.
///
/// ```swift
/// var strings = AccessibilityStrings()
/// strings[.required] = "obligatoire"
/// strings[.error] = "Erreur"
/// ```
public struct AccessibilityStrings: Sendable, Hashable {
  /// The phrases that differ from their English default.
  private var replaced: [AccessibilityPhrase: String] = [:]

  /// Creates the English strings; set any phrase to localise it.
  public init() {}

  /// The English strings.
  package static let english = AccessibilityStrings()

  /// The words said for `phrase`: its English default until set.
  public subscript(phrase: AccessibilityPhrase) -> String {
    get { replaced[phrase] ?? phrase.english }
    set { replaced[phrase] = newValue == phrase.english ? nil : newValue }
  }

  /// The spoken value of a masked password of `count` characters: `""` when empty.
  package func hiddenValue(count: Int) -> String {
    switch count {
    case ...0: ""
    case 1: self[.oneHiddenCharacter]
    default: self[.hiddenCharacters].replacing("{count}", with: String(count))
    }
  }

  /// The hint part for a length limit, such as "12 of 40 characters".
  package func characterLimit(count: Int, limit: Int) -> String {
    self[.characterLimit].replacing("{count}", with: String(count))
      .replacing("{limit}", with: String(limit))
  }

  /// How an error is spoken: "Error: message", or "Error" for an empty message.
  package func errorPhrase(_ message: String) -> String {
    let error = self[.error]
    return message.isEmpty ? error : "\(error): \(message)"
  }
}
