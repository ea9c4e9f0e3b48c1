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
    /// Each kind's text as UTF-8 split at `{input}`, or `nil` unless it takes input and is ASCII.
    private let asciiPieces: [[[UInt8]]?]

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
      var asciiPieces: [[[UInt8]]?] = []
      for kind in DateEntryError.allCases {
        // Replacing `{input}` by itself leaves the text the other placeholders give.
        let text = messages.text(
          for: kind, pattern: pattern, yearRange: yearRange, input: Self.inputPlaceholder)
        // ASCII text is split on its bytes, which also says whether it holds `{input}`; only
        // other text asks `String.contains` (Foundation's search, costlier than the split).
        let pieces = Self.asciiPieces(of: text)
        let hasInput = pieces.map { $0.count > 1 } ?? text.contains(Self.inputPlaceholder)
        texts.append(text)
        takesInput.append(hasInput)
        asciiPieces.append(hasInput ? pieces : nil)
      }
      self.texts = texts
      self.takesInput = takesInput
      self.asciiPieces = asciiPieces
    }

    /// The message for `kind` and `input`: the filled-in text, with `input` put in place of
    /// each `{input}` it still holds. ASCII text is joined from its pieces into one new string
    /// (the one allocation a message that quotes the draft needs); other text is formatted.
    func message(for kind: DateEntryError, input: String) -> String {
      let index = Self.index(of: kind)
      guard takesInput[index] else { return texts[index] }
      guard let pieces = asciiPieces[index] else {
        return messages.text(for: kind, pattern: pattern, yearRange: yearRange, input: input)
      }
      var input = input
      return input.withUTF8 { inputBytes in
        let count = pieces.reduce(0) { $0 + $1.count } + (pieces.count - 1) * inputBytes.count
        return String(
          unsafeUninitializedCapacity: count,
          initializingUTF8With: { buffer in
            var end = 0
            for (offset, piece) in pieces.enumerated() {
              if offset > 0 {
                for byte in inputBytes {
                  buffer[end] = byte
                  end += 1
                }
              }
              for byte in piece {
                buffer[end] = byte
                end += 1
              }
            }
            return end
          })
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
        for byte in piece where bytes.next() != byte { return false }
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
