import FieldMachines
import Testing

/// The text machines count characters byte by byte where the text is ASCII and by grapheme
/// breaking elsewhere; every count must be `String.count`'s, whatever joins at the seam of an
/// edit: combining marks, emoji ZWJ sequences, skin tones, CR-LF, regional indicators and a
/// prepended mark before an ASCII letter.
@Suite struct TextCharacterCountTests {
  /// Texts whose characters join across an append or hold several scalars.
  static let pieces: [String] = [
    "", "a", "ab", "\r", "\n", "\r\n", "a\r", "\n\n", "e", "\u{301}", "e\u{301}", "é",
    "👍", "🏽", "👍🏽", "👩", "\u{200D}", "👩\u{200D}💻", "💻", "🇫", "🇷", "🇫🇷", "🇫🇷🇫",
    "\u{600}", "\u{600}a", "a\u{600}", "#", "\u{20E3}", "\u{FE0F}", "\t", "\u{7F}", "ᄀ", "ᅡ",
  ]

  /// An active area machine holding `text`, with the limit and policy given.
  private static func machine(
    _ text: String, maxLength: Int? = nil, policy: LengthLimitPolicy = .keepAndFlag
  ) -> AreaFieldMachine {
    AreaFieldMachine(
      state: TextFieldState(
        focus: .active, text: text, maxLength: maxLength, lengthLimitPolicy: policy))
  }

  @Test(arguments: pieces)
  func anAssignedTextIsCountedAsStringCountsIt(text: String) {
    var machine = Self.machine("x")
    _ = machine.handle(.textAssigned(text))
    #expect(machine.state.characterCount == text.count, "\(Array(text.unicodeScalars))")
    _ = machine.handle(.textEdited(.replaceAll(text + "b"), allowed: true))
    #expect(machine.state.characterCount == (text + "b").count)
  }

  @Test(arguments: pieces)
  func typingAfterEveryTextKeepsStringCount(text: String) {
    for typed in Self.pieces {
      var machine = Self.machine(text)
      _ = machine.handle(.textEdited(.insert(typed), allowed: true))
      let expected = text + typed
      #expect(machine.state.text.unicodeScalars.elementsEqual(expected.unicodeScalars))
      #expect(
        machine.state.characterCount == expected.count,
        "\(Array(text.unicodeScalars)) + \(Array(typed.unicodeScalars))")
    }
  }

  @Test(arguments: pieces)
  func backspaceRemovesOneCharacterWhateverItHolds(text: String) {
    for before in Self.pieces {
      var machine = Self.machine(before + text)
      var expected = before + text
      _ = machine.handle(.textEdited(.deleteBackward, allowed: true))
      if !expected.isEmpty { expected.removeLast() }
      #expect(
        machine.state.text.unicodeScalars.elementsEqual(expected.unicodeScalars),
        "\(Array((before + text).unicodeScalars))")
      #expect(machine.state.characterCount == expected.count)
    }
  }

  /// A refusing limit one below the edited text's length refuses exactly the edits that
  /// lengthen the text past it, judged by `String.count`.
  @Test(arguments: pieces)
  func aRefusingLimitJudgesTypingByStringCount(text: String) {
    for typed in Self.pieces where !typed.isEmpty {
      let after = (text + typed).count
      let limit = max(after - 1, 0)
      var machine = Self.machine(text, maxLength: limit, policy: .refuse)
      _ = machine.handle(.textEdited(.insert(typed), allowed: true))
      let refused = after > limit && after > text.count
      let expected = refused ? text : text + typed
      #expect(
        machine.state.text.unicodeScalars.elementsEqual(expected.unicodeScalars),
        "\(Array(text.unicodeScalars)) + \(Array(typed.unicodeScalars)), limit \(limit)")
    }
  }
}
