/// Chooses the message of each failure: the hook for localisation and house style.
///
/// A provider sees the rule's ``RuleViolation`` (id, parameters, default English message) and
/// the key, and returns the message to show, or `nil` to keep the default. A per-rule message
/// set with ``ValidationRule/message(_:)`` is the default the provider sees.
///
/// ```swift
/// form.messages = ValidationMessages([
///   .required: "Champ obligatoire.",
///   .minLength: "Au moins {min} caractères.",
/// ])
/// ```
public struct ValidationMessages<Key: FormKey>: Sendable {
  private let provide: @Sendable (RuleViolation, Key) -> String?
  /// Whether the same violation of the same key always gets the same message: true of the
  /// defaults and of a table of templates, not of an app's closure (which may read a setting
  /// that changes). A form keeps a field's failures between validations only when it is.
  let isRepeatable: Bool

  /// Creates a provider from a closure; return `nil` to keep the default message.
  public init(_ provide: @escaping @Sendable (RuleViolation, Key) -> String?) {
    self.provide = provide
    self.isRepeatable = false
  }

  /// Creates a provider from a table of templates by rule id; `{name}` is replaced by the
  /// violation's parameter `name`. Rules missing from the table keep their default message.
  public init(_ templates: [RuleID: String]) {
    self.isRepeatable = true
    self.provide = { violation, _ in
      guard var message = templates[violation.rule] else { return nil }
      for (name, value) in violation.parameters.sorted(by: { $0.key < $1.key }) {
        message = message.replacing("{\(name)}", with: value)
      }
      return message
    }
  }

  /// The default provider: every rule's own English message.
  package static var defaults: ValidationMessages {
    ValidationMessages(repeatable: { _, _ in nil })
  }

  /// A provider from `provide`, a closure known to answer alike every time.
  private init(repeatable provide: @escaping @Sendable (RuleViolation, Key) -> String?) {
    self.provide = provide
    self.isRepeatable = true
  }

  /// The failure to report for `violation` of `key`.
  package func failure(for violation: RuleViolation, key: Key) -> ValidationFailure<Key> {
    failure(for: violation, of: key, as: key)
  }

  /// The failure to report for `violation` of `key`, filed under `other` (a form files it under
  /// the field's slot).
  package func failure<Other>(
    for violation: RuleViolation, of key: Key, as other: Other
  ) -> ValidationFailure<Other> {
    ValidationFailure(
      key: other, rule: violation.rule, parameters: violation.parameters,
      message: provide(violation, key) ?? violation.message)
  }
}
