/// A test over the form's values that hides or disables a field, re-evaluated by the form after
/// every value change, so there is no dependency list to keep up to date.
///
/// ```swift
/// form.hide(.company, when: Condition { $0[.accountType]?.rowIndex != 1 })
/// form.disable(.newsletterFrequency, when: .isEmpty(.email))
/// ```
///
/// A condition must be a pure function of the values.
public struct Condition<Key: FormKey>: Sendable {
  private let test: @Sendable (FormValues<Key>) -> Bool

  /// Creates a condition from a test.
  public init(_ test: @escaping @Sendable (FormValues<Key>) -> Bool) {
    self.test = test
  }

  /// Evaluates the condition.
  func evaluate(_ values: FormValues<Key>) -> Bool { test(values) }

  /// True while `key` is empty; `!.isEmpty(key)` is true while it has a value.
  public static func isEmpty(_ key: Key) -> Condition { Condition { $0.isEmpty(key) } }

  /// True while `key` holds `value`, compared whole: a picker's value is its row and its text
  /// (use ``FormValue/rowIndex`` in a ``Condition/init(_:)`` to test the row alone).
  public static func value(_ key: Key, is value: FormValue) -> Condition {
    Condition { $0[key] == value }
  }

  /// True while `condition` is false.
  public static prefix func ! (condition: Condition) -> Condition {
    Condition { !condition.evaluate($0) }
  }
}
