extension DateEntryOptions {
  /// The settings of one set of options, in one shared box so a date state copies them with one
  /// retain, and their messages with `{pattern}`, `{minYear}` and `{maxYear}` already filled in,
  /// so showing an entry error neither formats nor allocates in the usual case.
  ///
  /// Immutable: built once per change of the options (and shared by every default-options
  /// field). A message
  /// whose filled-in text has no `{input}` is the same for every input; one with `{input}` is
  /// still formatted by ``DateEntryMessages/text(for:pattern:yearRange:input:)``, but an error
  /// already showing it is recognised without formatting (``isMessage(_:for:input:)``).
  final class Storage: Sendable {
    /// The shape a typed date must have.
    let pattern: DateEntryPattern
    /// The years a typed date may have.
    let yearRange: ClosedRange<Int>
    /// The message for each kind of error, placeholders not yet replaced.
    let messages: DateEntryMessages
    /// Each kind's text with every placeholder but `{input}` replaced, in `DateEntryError` order.
    private let texts: [String]
    /// Whether each kind's text still holds `{input}`, so it depends on the input.
    private let takesInput: [Bool]
    /// Each kind's text split at `{input}`, or `nil` unless it takes input and is ASCII.
    private let asciiPieces: [[String]?]

    private static let inputPlaceholder = "{input}"

    /// Fills in `messages` for `pattern` and `yearRange`.
    init(
      messages: DateEntryMessages, pattern: DateEntryPattern, yearRange: ClosedRange<Int>
    ) {
      self.pattern = pattern
      self.yearRange = yearRange
      self.messages = messages
      var texts: [String] = []
      var takesInput: [Bool] = []
      var asciiPieces: [[String]?] = []
      // The values of `{pattern}`, `{minYear}` and `{maxYear}`, written once for every message.
      let values = [
        pattern.description, String(yearRange.lowerBound), String(yearRange.upperBound),
      ]
      .map { Array($0.utf8) }
      for kind in DateEntryError.allCases {
        let text: String
        let pieces: [[UInt8]]?
        if let filled = Self.filledPieces(of: messages[kind], values: values) {
          pieces = filled
          text = String(
            decoding: Array(filled.joined(separator: Self.inputPlaceholder.utf8)), as: UTF8.self)
        } else {
          // Replacing `{input}` by itself leaves the text the other placeholders give.
          text = messages.text(
            for: kind, pattern: pattern, yearRange: yearRange, input: Self.inputPlaceholder)
          // ASCII text is split on its bytes, which also says whether it holds `{input}`; only
          // other text asks `String.contains` (Foundation's search, costlier than the split).
          pieces = Self.asciiPieces(of: text)
        }
        let hasInput = pieces.map { $0.count > 1 } ?? text.contains(Self.inputPlaceholder)
        texts.append(text)
        takesInput.append(hasInput)
        asciiPieces.append(
          hasInput ? pieces?.map { String(decoding: $0, as: UTF8.self) } : nil)
      }
      self.texts = texts
      self.takesInput = takesInput
      self.asciiPieces = asciiPieces
    }

    /// The message for `kind` and `input`: the filled-in text, with `input` put in place of
    /// each `{input}` it still holds. ASCII text is joined from its pieces
    /// (``writeMessage(for:input:into:)``); other text is formatted.
    func message(for kind: DateEntryError, input: String) -> String {
      if writesMessage(for: kind) {
        var text = ""
        writeMessage(for: kind, input: input, into: &text)
        return text
      }
      let index = Self.index(of: kind)
      guard takesInput[index] else { return texts[index] }
      return messages.text(for: kind, pattern: pattern, yearRange: yearRange, input: input)
    }

    /// Whether ``writeMessage(for:input:into:)`` words the message for `kind`: it quotes the
    /// input and its text is ASCII (the one case that makes a new string). For exactly these
    /// messages ``isMessage(_:for:input:)`` is definite.
    func writesMessage(for kind: DateEntryError) -> Bool {
      asciiPieces[Self.index(of: kind)] != nil
    }

    /// Writes the message for `kind` (one ``writesMessage(for:)`` says it words) and `input`
    /// into `text`, replacing what it held: its pieces joined by `input`, in `text`'s own buffer
    /// when `text` holds one unshared with room, so a buffer that held an earlier message is
    /// reused instead of allocating. Leaves `text` untouched for any other kind.
    func writeMessage(for kind: DateEntryError, input: String, into text: inout String) {
      guard let pieces = asciiPieces[Self.index(of: kind)] else { return }
      text.removeAll(keepingCapacity: true)
      text.reserveCapacity(
        pieces.reduce(0) { $0 + $1.utf8.count } + (pieces.count - 1) * input.utf8.count)
      for (offset, piece) in pieces.enumerated() {
        if offset > 0 { text.append(input) }
        text.append(piece)
      }
    }

    /// Whether `message` is known, without formatting, to be the message for `kind` and
    /// `input`; `false` means "format it and compare".
    func isMessage(_ message: String, for kind: DateEntryError, input: String) -> Bool {
      let index = Self.index(of: kind)
      guard takesInput[index] else { return message == texts[index] }
      guard let pieces = asciiPieces[index] else { return false }
      // In ASCII text a placeholder match is a byte match, so the formatted message is the
      // pieces joined by the input's bytes; identical bytes are an equal string.
      var bytes = message.utf8.makeIterator()
      for (offset, piece) in pieces.enumerated() {
        if offset > 0 {
          for byte in input.utf8 where bytes.next() != byte { return false }
        }
        for byte in piece.utf8 where bytes.next() != byte { return false }
      }
      return bytes.next() == nil
    }

    private static func index(of kind: DateEntryError) -> Int {
      switch kind {
      case .patternMismatch: 0
      case .yearOutOfRange: 1
      case .dateNotAllowed: 2
      case .rangeOutOfOrder: 3
      }
    }

    /// The placeholders ``filledPieces(of:values:)`` fills in, as UTF-8, in the order of its
    /// values.
    private static let filledPlaceholders = ["{pattern}", "{minYear}", "{maxYear}"].map {
      Array($0.utf8)
    }

    /// `template` with `{pattern}`, `{minYear}` and `{maxYear}` replaced by `values`, as UTF-8
    /// split at each `{input}`, in one pass over its bytes: what
    /// ``DateEntryMessages/text(for:pattern:yearRange:input:)`` replacing one placeholder after
    /// the other (and `{input}` by itself) gives, split by ``asciiPieces(of:)``. `nil` unless
    /// the template and the values are ASCII and the pattern (the first value) is not empty and
    /// has no brace: a placeholder is a brace, letters none of the values has (a pattern's
    /// letters are `y`, `M` and `d`, a year's none) and a brace, so only then can no value, or
    /// its removal, make a placeholder with the text around it that the one-by-one replacing
    /// would fill in and this pass would not.
    private static func filledPieces(of template: String, values: [[UInt8]]) -> [[UInt8]]? {
      let openBrace = UInt8(ascii: "{")
      let closeBrace = UInt8(ascii: "}")
      guard let pattern = values.first, !pattern.isEmpty,
        !pattern.contains(where: { $0 >= 0x80 || $0 == openBrace || $0 == closeBrace }),
        values.allSatisfy({ $0.allSatisfy { $0 < 0x80 } })
      else { return nil }
      let bytes = Array(template.utf8)
      guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
      let input = Array(inputPlaceholder.utf8)
      var pieces: [[UInt8]] = []
      var piece: [UInt8] = []
      var index = 0
      scan: while index < bytes.count {
        if bytes[index] == openBrace {
          for (placeholder, value) in zip(filledPlaceholders, values)
          where matches(placeholder, in: bytes, at: index) {
            piece += value
            index += placeholder.count
            continue scan
          }
          if matches(input, in: bytes, at: index) {
            pieces.append(piece)
            piece = []
            index += input.count
            continue scan
          }
        }
        piece.append(bytes[index])
        index += 1
      }
      pieces.append(piece)
      return pieces
    }

    /// Whether `bytes` holds `needle` from `index` on.
    private static func matches(_ needle: [UInt8], in bytes: [UInt8], at index: Int) -> Bool {
      index + needle.count <= bytes.count
        && bytes[index..<index + needle.count].elementsEqual(needle)
    }

    /// `text`'s bytes split at each `{input}`, left to right; `nil` unless `text` is ASCII.
    private static func asciiPieces(of text: String) -> [[UInt8]]? {
      let bytes = Array(text.utf8)
      guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
      let needle = Array(inputPlaceholder.utf8)
      var pieces: [[UInt8]] = []
      var start = 0
      var index = 0
      while index + needle.count <= bytes.count {
        if bytes[index..<index + needle.count].elementsEqual(needle) {
          pieces.append(Array(bytes[start..<index]))
          index += needle.count
          start = index
        } else {
          index += 1
        }
      }
      pieces.append(Array(bytes[start...]))
      return pieces
    }
  }
}
