/// One line of a `fieldchart simulate` script: an optional `veto` prefix, a verb and an
/// optional payload.
///
/// The grammar, shared by every kind's script words (``ScriptedFieldVocabulary/scriptLine(for:)``) for `fieldchart simulate` and the testing kit:
/// ```
/// line     = ["veto" " "] verb [" " payload]  ; blanks around the line and the payload dropped
/// payload  = bare | quoted        ; a missing payload is the empty string
/// bare     = text without leading or trailing space, quote, backslash or control character
/// quoted   = '"' { char | '\"' | '\\' | '\n' | '\t' | '\r' | '\u{' hex '}' } '"'
/// ```
/// `veto` means the delegate answers `false` to the question the action asks (should-begin,
/// should-change, should-return, should-end, should-clear). Examples: `tap`, `veto tap`,
/// `type hello`, `type "two\nlines"`, `select 2`, `set-error ""`, `disable`.
package struct ScriptLine: Sendable, Hashable, CustomStringConvertible {
  /// The action's name, such as `tap`, `type` or `set-error`.
  package private(set) var verb: String
  /// The payload, such as the typed text or the row; `nil` when the verb takes none.
  package private(set) var payload: String?
  /// Whether the delegate answers `false` to this action's question.
  package var isVetoed: Bool
  /// A `set` line's payload read as its property and value, when the line was made; `nil` for
  /// another verb.
  private(set) var readSetting: Result<ScriptSettingParts?, ScriptSyntaxError>?

  /// Creates a line.
  package init(_ verb: String, _ payload: String? = nil, vetoed: Bool = false) {
    self.verb = verb
    self.payload = payload
    self.isVetoed = vetoed
    if verb == "set" {
      do throws(ScriptSyntaxError) {
        readSetting = .success(try Self.settingParts(of: payload))
      } catch {
        readSetting = .failure(error)
      }
    }
  }

  /// Parses one line; `nil` for a blank line, a comment (`#`) or a line ``init(reading:)``
  /// cannot read.
  package init?(parsing line: String) {
    guard let line = try? ScriptLine(reading: line) else { return nil }
    self = line
  }

  /// Reads one line; `nil` for a blank line or a comment (`#`). Spaces and tabs around the line
  /// and between the verb and the payload are dropped, and an empty payload is none.
  ///
  /// The line is read as Unicode scalars, so a payload that starts with a combining mark
  /// (which would merge with the space before it into one `Character`) still parses.
  ///
  /// - Throws: ``ScriptSyntaxError`` for `veto` with no action after it and for a malformed
  ///   quoted payload.
  package init?(reading line: String) throws(ScriptSyntaxError) {
    var rest = Substring(line).unicodeScalars[...]
    while let first = rest.first, Self.isBlank(first) { rest.removeFirst() }
    while let last = rest.last, Self.isBlank(last) { rest.removeLast() }
    guard let first = rest.first, first != "#" else { return nil }
    var vetoed = false
    if rest.starts(with: "veto ".unicodeScalars) {
      vetoed = true
      rest = rest.dropFirst(5)
      while let first = rest.first, Self.isBlank(first) { rest.removeFirst() }
    } else if rest.elementsEqual("veto".unicodeScalars) {
      throw ScriptSyntaxError("'veto' needs an action after it, as in 'veto tap'")
    }
    let verb = rest.prefix { $0 != " " }
    var payload = rest.dropFirst(verb.count)
    while let first = payload.first, Self.isBlank(first) { payload.removeFirst() }
    self.init(
      String(Substring(verb)), payload.isEmpty ? nil : try Self.decoding(Substring(payload)),
      vetoed: vetoed)
  }

  /// The line as a script holds it.
  package var description: String {
    var line = isVetoed ? "veto " + verb : verb
    if let payload { line += " " + Self.encode(payload) }
    return line
  }

  /// The payload, or `""` when there is none (`set-text` alone empties the text).
  package var text: String { payload ?? "" }

  /// The payload as an integer, if it is one.
  package var integer: Int? { payload.flatMap { Int($0) } }

  /// `text` as a payload: bare when that is unambiguous, otherwise quoted with escapes.
  package static func encode(_ text: String) -> String {
    let scalars = text.unicodeScalars
    let needsQuotes =
      scalars.isEmpty || scalars.first.map { $0 == " " || $0 == "\"" || isMark($0) } == true
      || scalars.last == " " || scalars.contains { $0 == "\\" || needsEscape($0) }
    guard needsQuotes else { return text }
    var quoted = "\""
    for (index, scalar) in scalars.enumerated() {
      if let escape = scalar.backslashEscape {
        quoted += escape
      } else if needsEscape(scalar) || (index == 0 && isMark(scalar)) {
        quoted += "\\u{" + String(scalar.value, radix: 16) + "}"
      } else {
        quoted.unicodeScalars.append(scalar)
      }
    }
    return quoted + "\""
  }

  /// Control characters and line separators, which would break a line or hide in it.
  private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028
      || scalar.value == 0x2029
  }

  /// A combining mark, which would merge with the character before it.
  private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: true
    default: false
    }
  }

  /// A space, tab or carriage return, dropped around the line and before the payload.
  private static func isBlank(_ scalar: Unicode.Scalar) -> Bool {
    scalar == " " || scalar == "\t" || scalar == "\r"
  }

  /// The text a payload stands for; `nil` for a malformed quoted payload.
  package static func decode(_ payload: Substring) -> String? {
    try? decoding(payload)
  }

  /// The text a payload stands for: the payload itself unless it starts with a quote, else the
  /// quoted text with its escapes (`\"`, `\\`, `\n`, `\t`, `\r`, `\u{…}`) read.
  ///
  /// - Throws: ``ScriptSyntaxError`` for a missing closing quote, text after it, or an unknown
  ///   escape.
  package static func decoding(_ payload: Substring) throws(ScriptSyntaxError) -> String {
    guard payload.unicodeScalars.first == "\"" else { return String(payload) }
    var scalars = payload.unicodeScalars.dropFirst().makeIterator()
    var text = String.UnicodeScalarView()
    var closed = false
    while let scalar = scalars.next() {
      if closed {
        throw ScriptSyntaxError("unexpected text after the closing quote in \(payload)")
      }
      switch scalar {
      case "\"": closed = true
      case "\\": text.append(try escape(scalars.next(), then: &scalars, in: payload))
      default: text.append(scalar)
      }
    }
    guard closed else { throw ScriptSyntaxError("missing closing quote in \(payload)") }
    return String(text)
  }

  /// The character the escape `\\` + `scalar` stands for, reading a `\u{…}` escape's digits.
  private static func escape(
    _ scalar: Unicode.Scalar?, then scalars: inout Substring.UnicodeScalarView.Iterator,
    in payload: Substring
  ) throws(ScriptSyntaxError) -> Unicode.Scalar {
    switch scalar {
    case "\"": return "\""
    case "\\": return "\\"
    case "n": return "\n"
    case "t": return "\t"
    case "r": return "\r"
    case "u":
      var hex = ""
      if scalars.next() == "{" {
        while let digit = scalars.next(), digit != "}" { hex.unicodeScalars.append(digit) }
      }
      guard hex.count <= 8, let value = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(value)
      else { throw ScriptSyntaxError("bad escape '\\u{\(hex)}' in \(payload)") }
      return decoded
    default:
      let name = scalar.map { String(Character($0)) } ?? ""
      throw ScriptSyntaxError("unknown escape '\\\(name)' in \(payload)")
    }
  }
}
