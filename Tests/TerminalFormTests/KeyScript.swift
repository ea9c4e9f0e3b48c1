@testable import terminal_form

/// The scripted session: the keys `Examples/terminal-form/input.txt` holds, readable.
enum KeyScript {
  /// Typing `text`, one key per character.
  static func type(_ text: String) -> [TerminalKey] { text.map { .character($0) } }

  /// `key` pressed `count` times.
  static func press(_ key: TerminalKey, _ count: Int = 1) -> [TerminalKey] {
    Array(repeating: key, count: count)
  }

  /// A sign-up with a mistyped email and no birthday, a rejected submit, the fixes, and a
  /// submit that passes.
  static let signUp: [TerminalKey] = [
    // Email: typed with a slip, corrected, and left with Return (not an email yet).
    press(.tab), type("ada.example.con"), press(.backspace), type("m"), press(.enter),
    // Password: typed, cleared, typed again.
    type("hunter2"), press(.clear), type("correct horse"),
    // About you: two lines.
    press(.tab), type("Hi!"), press(.enter), type("I like forms."),
    // Country: the wheel down three rows and up one, then back to About you and in again.
    press(.tab), press(.down, 3), press(.up), press(.shiftTab), press(.tab),
    // Down to the manual-entry row, a draft, up to the last country, done.
    press(.down, 12), type("Atlantis"), press(.backspace), press(.up), press(.done),
    // Submit: rejected (email, birthday), the email is focused.
    press(.submit),
    // Fix the email, then the birthday: three years back, two days on, Return.
    press(.clear), type("ada@example.com"), press(.tab, 4), press(.left, 3), press(.down, 2),
    press(.enter),
    // Submit again: accepted.
    press(.submit),
  ].flatMap { $0 }
}
