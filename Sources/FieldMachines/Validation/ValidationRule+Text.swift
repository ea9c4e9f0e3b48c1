extension ValidationRule {
  /// Text that looks like an email address: one `@`, no spaces, and a dot in the domain.
  public static func email(message: String = "Enter a valid email address.") -> ValidationRule {
    textRule(id: .email, message: message) { TextChecks.isEmail($0) }
  }

  /// An `http` or `https` URL with a host (`localhost`, or labels separated by dots).
  public static func url(message: String = "Enter a valid web address.") -> ValidationRule {
    textRule(id: .url, message: message) { TextChecks.isWebURL($0) }
  }

  /// Text of at least `count` characters.
  public static func minLength(_ count: Int, message: String? = nil) -> ValidationRule {
    lengthRule(
      id: .minLength, parameter: "min", count: count,
      message: message ?? "Use at least \(count) characters."
    ) { $0 >= count }
  }

  /// Text of at most `count` characters.
  public static func maxLength(_ count: Int, message: String? = nil) -> ValidationRule {
    lengthRule(
      id: .maxLength, parameter: "max", count: count,
      message: message ?? "Use at most \(count) characters."
    ) { $0 <= count }
  }

  /// Text of exactly `count` characters.
  public static func exactLength(_ count: Int, message: String? = nil) -> ValidationRule {
    lengthRule(
      id: .exactLength, parameter: "length", count: count,
      message: message ?? "Use exactly \(count) characters."
    ) { $0 == count }
  }

  /// Text that matches `regex` as a whole, such as `/[a-z0-9_]+/`.
  ///
  /// `Regex` is not `Sendable`, so the rule takes a closure that makes it, and calls it on every
  /// check: a regex literal is parsed again each time. For forms of thousands of fields, prefer
  /// a ``custom(id:dependencies:_:)`` check without a regex where one is easy to write.
  public static func pattern<Output>(
    id: RuleID = .pattern, message: String = "Use the expected format.",
    matching regex: @escaping @Sendable () -> Regex<Output>
  ) -> ValidationRule {
    textRule(id: id, message: message) { text in
      (try? regex().wholeMatch(in: text)) != nil
    }
  }

  /// Text equal to the text of another field (confirm-password); re-checked when that field
  /// changes.
  public static func equal(
    to other: Key, message: String = "The values do not match."
  )
    -> ValidationRule
  {
    ValidationRule(id: .equalTo, dependencies: [other]) { context in
      guard !context.isEmpty, context.text != context.values.text(other) else { return nil }
      return RuleViolation(
        rule: .equalTo, parameters: ["other": String(describing: other)], message: message)
    }
  }

  static func textRule(
    id: RuleID, message: String, parameters: [String: String] = [:],
    passes: @escaping @Sendable (String) -> Bool
  ) -> ValidationRule {
    ValidationRule(id: id) { context in
      guard !context.isEmpty, !passes(context.text) else { return nil }
      return RuleViolation(rule: id, parameters: parameters, message: message)
    }
  }

  private static func lengthRule(
    id: RuleID, parameter: String, count: Int, message: String,
    passes: @escaping @Sendable (Int) -> Bool
  ) -> ValidationRule {
    textRule(id: id, message: message, parameters: [parameter: String(count)]) { text in
      passes(text.count)
    }
  }
}
