extension ValidationRule {
  /// An email address as RFC 5321 and 5322 allow one in a mailbox, internationalised addresses
  /// (RFC 6531) included:
  ///
  /// - exactly one `@`, at most 254 UTF-8 bytes in all;
  /// - a local part of 1–64 bytes: dot-separated atoms (no leading, trailing or doubled dot)
  ///   of letters, digits, the symbols `!#$%&'*+-/=?^_{|}~` and the backtick, and any non-ASCII
  ///   character except whitespace, controls and format characters. Quoted local parts
  ///   (`"a b"@c.com`) are refused, as HTML's email input and Eureka refuse them;
  /// - a domain of two or more dot-separated labels of 1–63 bytes: letters and digits (non-ASCII
  ///   ones too) and inner hyphens, no `_`; the last label has two or more characters and is not
  ///   all digits. Address literals (`a@[1.2.3.4]`) are refused.
  ///
  /// So whitespace, commas, brackets, parentheses, quotes, `;`, `:`, `\\`, empty or doubled
  /// dots and `_` in the domain fail; `用户@例子.广告` and `josé@exämple.com` pass.
  public static func email(message: String = "Enter a valid email address.") -> ValidationRule {
    ValidationRule(id: .email, builtIn: .email(message: message))
  }

  /// An `http` or `https` URL with a host (`localhost`, or labels separated by dots).
  public static func url(message: String = "Enter a valid web address.") -> ValidationRule {
    ValidationRule(id: .url, builtIn: .url(message: message))
  }

  /// Text of at least `count` characters.
  public static func minLength(_ count: Int, message: String? = nil) -> ValidationRule {
    ValidationRule(id: .minLength, builtIn: .minLength(count, message: message))
  }

  /// Text of at most `count` characters.
  public static func maxLength(_ count: Int, message: String? = nil) -> ValidationRule {
    ValidationRule(id: .maxLength, builtIn: .maxLength(count, message: message))
  }

  /// Text of exactly `count` characters.
  public static func exactLength(_ count: Int, message: String? = nil) -> ValidationRule {
    ValidationRule(id: .exactLength, builtIn: .exactLength(count, message: message))
  }

  /// Text that matches `regex` as a whole, such as `/[a-z0-9_]+/`.
  ///
  /// `Regex` is not `Sendable`, so the rule takes a closure that makes it. The rule calls it
  /// once, on its first check, and keeps the regex for every later check (of any field the
  /// rule is given to), so a regex literal is parsed once per rule, not once per check.
  public static func pattern<Output>(
    id: RuleID = .pattern, message: String = "Use the expected format.",
    matching regex: @escaping @Sendable () -> Regex<Output>
  ) -> ValidationRule {
    let pattern = CompiledPattern(regex)
    // A value, not a closure: a form checks a set of values without building the other fields'
    // values, and keeps the outcome while the text stays the same.
    return ValidationRule(
      id: id,
      builtIn: .pattern(
        TextPattern { text in pattern.wholeMatches(text) }, id: id, message: message))
  }

  /// Text equal to the text of another field (confirm-password); re-checked when that field
  /// changes.
  ///
  /// Unlike the other rules it checks an unset value too: an empty confirmation of a non-empty
  /// source fails, and two empty fields pass. Texts are compared with `==`, by canonical
  /// equivalence, so the same password typed on two keyboards ("é" precomposed on one,
  /// decomposed on the other) matches.
  public static func equal(
    to other: Key, message: String = "The values do not match."
  )
    -> ValidationRule
  {
    ValidationRule(id: .equalTo, dependencies: [other]) { context in
      guard context.text != context.values.text(other) else { return nil }
      return RuleViolation(
        rule: .equalTo, parameters: ["other": String(describing: other)], message: message)
    }
  }

  /// The trimming policy of the built-in rules, in one place: a rule other than `required`
  /// checks every value that is set, including whitespace-only text, as typed.
  static func appliesTo(_ context: RuleContext<Key>) -> Bool { !context.isUnset }
}
