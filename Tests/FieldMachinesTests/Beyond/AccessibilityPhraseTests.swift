import FieldMachines
import Testing

/// ``AccessibilityStrings`` holds its words by ``AccessibilityPhrase``: every phrase has its own
/// English default, a localised phrase is what every description and action says, and setting a
/// phrase back to English gives strings equal to ``AccessibilityStrings/english``.
@Suite struct AccessibilityPhraseTests {
  @Test func everyPhraseHasItsOwnEnglishWords() {
    let english = AccessibilityPhrase.allCases.map { AccessibilityStrings.english[$0] }
    #expect(Set(english).count == AccessibilityPhrase.allCases.count)
    #expect(english.allSatisfy { !$0.isEmpty })
    #expect(AccessibilityStrings.english[.hidePassword] == "Hide password")
  }

  @Test func everyPhraseCanBeLocalised() {
    var strings = AccessibilityStrings()
    for phrase in AccessibilityPhrase.allCases { strings[phrase] = "«\(phrase.rawValue)»" }
    for phrase in AccessibilityPhrase.allCases {
      #expect(strings[phrase] == "«\(phrase.rawValue)»")
    }
    #expect(AccessibilityAction.clear.name(in: strings) == "«clear»")
    #expect(AccessibilityAction.done.name(in: strings) == "«done»")
    #expect(AccessibilityAction.showText.name(in: strings) == "«showPassword»")
    #expect(AccessibilityAction.hideText.name(in: strings) == "«hidePassword»")
    let field = EntryField(placeholder: "Code")
    field.isEnabled = false
    field.accessibilityStrings = strings
    #expect(field.accessibility.label == "Code, «required», «dimmed»")
  }

  @Test func englishAgainIsEnglish() {
    var strings = AccessibilityStrings()
    strings[.required] = "obligatoire"
    #expect(strings != .english)
    strings[.required] = "required"
    #expect(strings == .english)
  }
}
