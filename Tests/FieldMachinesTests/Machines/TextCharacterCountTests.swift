import FieldMachines
import FieldMachinesTesting
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

  /// The same judgement past 15 UTF-8 bytes, where the text lives in its own heap buffer and
  /// the machine counts the typing there (appending it, then cutting it off again when
  /// refused): the text must come back byte for byte, and a typed text that is accepted must
  /// follow it.
  @Test(arguments: pieces)
  func aRefusingLimitJudgesTypingInALongTextByStringCount(text: String) {
    let long = "a text longer than fifteen bytes " + text
    for typed in Self.pieces where !typed.isEmpty {
      let after = (long + typed).count
      for limit in [after - 1, after] {
        var machine = Self.machine(long, maxLength: limit, policy: .refuse)
        _ = machine.handle(.textEdited(.insert(typed), allowed: true))
        let expected = after > limit && after > long.count ? long : long + typed
        #expect(
          Array(machine.state.text.utf8) == Array(expected.utf8),
          "\(Array(text.unicodeScalars)) + \(Array(typed.unicodeScalars)), limit \(limit)")
        #expect(machine.state.characterCount == expected.count)
      }
    }
  }

  /// A field asks its delegate before sending an edit, judging the limit without touching its
  /// machine; that judgement must be the machine's: a refused edit asks nothing and changes
  /// nothing, an accepted one asks and is applied.
  @Test(arguments: pieces)
  func aFieldJudgesARefusingLimitAsItsMachineDoes(text: String) {
    for prefix in ["", "a text longer than fifteen bytes "] {
      for typed in Self.pieces where !typed.isEmpty {
        let before = prefix + text
        let after = (before + typed).count
        let limit = max(after - 1, 0)
        let field = AreaField(placeholder: "Notes")
        field.text = before
        field.maxLength = limit
        field.lengthLimitPolicy = .refuse
        field.tap()
        let delegate = RecordingAreaFieldDelegate()
        delegate.attach(to: field)
        field.typeText(typed)
        let refused = after > limit && after > before.count
        let expected = refused ? before : before + typed
        let label = "\(Array(before.unicodeScalars)) + \(Array(typed.unicodeScalars))"
        #expect(Array((field.text ?? "").utf8) == Array(expected.utf8), "\(label)")
        #expect(delegate.takeCalls().isEmpty == refused, "\(label)")
      }
    }
  }
}
