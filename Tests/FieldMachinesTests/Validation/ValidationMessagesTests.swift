import FieldMachines
import Testing

@Suite struct ValidationMessagesTests {
  enum Key: CaseIterable { case name }

  @Test func defaultsKeepEachRulesMessage() {
    let violation = RuleViolation(rule: .minLength, parameters: ["min": "8"], message: "Short")
    let failure = ValidationMessages<Key>.defaults.failure(for: violation, key: .name)
    #expect(
      failure
        == ValidationFailure(
          key: .name, rule: .minLength, parameters: ["min": "8"], message: "Short"))
  }

  @Test func templatesReplaceParametersAndLeaveOtherRulesAlone() {
    let french = ValidationMessages<Key>([
      .minLength: "Au moins {min} caractères.", .required: "Champ obligatoire.",
    ])
    let short = RuleViolation(rule: .minLength, parameters: ["min": "8"], message: "Short")
    #expect(french.failure(for: short, key: .name).message == "Au moins 8 caractères.")
    let email = RuleViolation(rule: .email, message: "Enter a valid email address.")
    #expect(french.failure(for: email, key: .name).message == "Enter a valid email address.")
  }

  @Test func aClosureProviderSeesTheKeyAndMayDecline() {
    let provider = ValidationMessages<Key> { violation, key in
      violation.rule == .required ? "\(key) is required" : nil
    }
    #expect(
      provider.failure(for: RuleViolation(rule: .required, message: "x"), key: .name).message
        == "name is required")
    #expect(
      provider.failure(for: RuleViolation(rule: .url, message: "bad"), key: .name).message == "bad")
  }
}
