/// Random values both text kinds (entry and area) draw their seeded events and states from:
/// short texts, edits, error messages and states. Deterministic for a seeded generator.
package enum TextFieldSamples {
  /// The pieces texts are made of: letters, a space, line breaks (`"\r"` and `"\n"` merge into
  /// one `"\r\n"` character), a lone combining accent that merges into the previous letter, and
  /// an emoji.
  package static let alphabet: [String] = [
    "a", "b", "Z", " ", "\n", "\r", "\r\n", "é", "\u{301}", "👍🏽", "\u{2028}",
  ]

  /// A text of 0 to `maximumPieces` pieces of ``alphabet``.
  package static func text(
    maximumPieces: Int = 3, using generator: inout some RandomNumberGenerator
  ) -> String {
    let count = Int.random(in: 0...max(maximumPieces, 0), using: &generator)
    var text = ""
    for _ in 0..<count { text += alphabet.randomElement(using: &generator) ?? "" }
    return text
  }

  /// An edit: inserts and backspaces often, a replace-all now and then, so texts stay short.
  package static func edit(using generator: inout some RandomNumberGenerator) -> TextEdit {
    switch Int.random(in: 0..<10, using: &generator) {
    case 0..<5: .insert(text(using: &generator))
    case 5..<9: .deleteBackward
    default: .replaceAll(text(maximumPieces: 6, using: &generator))
    }
  }

  /// An error message: usually short text, sometimes empty (an empty error row).
  package static func errorMessage(using generator: inout some RandomNumberGenerator) -> String {
    ["", "Required", "Too long", "Bad"].randomElement(using: &generator) ?? ""
  }

  /// A length limit: none half the time, else a small one (often shorter than the texts), 0,
  /// or a negative one that machines store as 0.
  package static func maxLength(using generator: inout some RandomNumberGenerator) -> Int? {
    Bool.random(using: &generator)
      ? nil : [-1, 0, 1, 2, 3, 5, 8].randomElement(using: &generator) ?? nil
  }

  /// A helper text: none, `""` (stored as none), one line, or two lines.
  package static func helperText(using generator: inout some RandomNumberGenerator) -> String? {
    [nil, "", "As on your card", "Letters only\nno digits"].randomElement(using: &generator)
      ?? nil
  }

  /// An overflow message: the default, one equal to an ``errorMessage(using:)`` ("Too long"), or
  /// `""`.
  package static func overflowMessage(using generator: inout some RandomNumberGenerator) -> String {
    [TextFieldState.defaultOverflowMessage, "Too long", ""].randomElement(using: &generator)
      ?? TextFieldState.defaultOverflowMessage
  }

  /// A length-limit policy: each one half the time.
  package static func lengthLimitPolicy(
    using generator: inout some RandomNumberGenerator
  ) -> LengthLimitPolicy {
    Bool.random(using: &generator) ? .keepAndFlag : .refuse
  }

  /// Any text-field state, active ones disabled included (machines normalise those). Secure
  /// states are drawn too; an area machine makes them plain.
  package static func state(using generator: inout some RandomNumberGenerator) -> TextFieldState {
    TextFieldState(
      focus: Bool.random(using: &generator) ? .active : .inactive,
      error: Bool.random(using: &generator)
        ? .message(errorMessage(using: &generator)) : .none,
      text: text(maximumPieces: 6, using: &generator),
      isEnabled: Int.random(in: 0..<4, using: &generator) != 0,
      isReadOnly: Int.random(in: 0..<4, using: &generator) == 0,
      helperText: helperText(using: &generator),
      reservesSupportingRow: Bool.random(using: &generator),
      maxLength: maxLength(using: &generator),
      lengthLimitPolicy: lengthLimitPolicy(using: &generator),
      overflowMessage: overflowMessage(using: &generator),
      security: TextSecurity.allCases.randomElement(using: &generator) ?? .plain,
      announcesErrors: Int.random(in: 0..<4, using: &generator) != 0)
  }
}
