/// One line of a `fieldchart simulate` script: an optional `veto` prefix, a verb and an
/// optional payload.
///
/// The grammar, shared by every machine's ``TestableFieldMachine/scriptLine(for:)``:
/// ```
/// line     = ["veto" " "] verb [" " payload]
/// payload  = bare | quoted        ; a missing payload is the empty string
/// bare     = text without leading or trailing space, quote, backslash or control character
/// quoted   = '"' { char | '\"' | '\\' | '\n' | '\t' | '\r' } '"'
/// ```
/// `veto` means the delegate answers `false` to the question the action asks (should-begin,
/// should-change, should-return, should-end, should-clear). Examples: `tap`, `veto tap`,
/// `type hello`, `type "two\nlines"`, `select 2`, `set-error ""`, `disable`.
public struct ScriptLine: Sendable, Hashable, CustomStringConvertible {
  /// The action's name, such as `tap`, `type` or `set-error`.
  public var verb: String
  /// The payload, such as the typed text or the row; `nil` when the verb takes none.
  public var payload: String?
  /// Whether the delegate answers `false` to this action's question.
  public var isVetoed: Bool

  /// Creates a line.
  public init(_ verb: String, _ payload: String? = nil, vetoed: Bool = false) {
    self.verb = verb
    self.payload = payload
    self.isVetoed = vetoed
  }

  /// Parses one line; `nil` for a blank line, a comment (`#`) or a malformed quoted payload.
  ///
  /// The line is read as Unicode scalars, so a payload that starts with a combining mark
  /// (which would merge with the space before it into one `Character`) still parses.
  public init?(parsing line: String) {
    var rest = Substring(line).unicodeScalars[...]
    while let first = rest.first, Self.isBlank(first) { rest.removeFirst() }
    while let last = rest.last, Self.isBlank(last) || last == "\r" { rest.removeLast() }
    guard let first = rest.first, first != "#" else { return nil }
    var vetoed = false
    if rest.starts(with: "veto ".unicodeScalars) {
      vetoed = true
      rest = rest.dropFirst(5)
      while rest.first == " " { rest.removeFirst() }
    }
    let verb = rest.prefix { $0 != " " }
    guard !verb.isEmpty else { return nil }
    let afterVerb = rest.dropFirst(verb.count)
    guard !afterVerb.isEmpty else {
      self.init(String(Substring(verb)), nil, vetoed: vetoed)
      return
    }
    guard let payload = Self.decode(Substring(afterVerb.dropFirst()))
    else { return nil }
    self.init(String(Substring(verb)), payload, vetoed: vetoed)
  }

  /// The line as a script holds it.
  public var description: String {
    var line = isVetoed ? "veto " + verb : verb
    if let payload { line += " " + Self.encode(payload) }
    return line
  }

  /// The payload, or `""` when there is none (`set-text` alone empties the text).
  public var text: String { payload ?? "" }

  /// The payload as an integer, if it is one.
  public var integer: Int? { payload.flatMap { Int($0) } }

  /// `text` as a payload: bare when that is unambiguous, otherwise quoted with escapes.
  public static func encode(_ text: String) -> String {
    let scalars = text.unicodeScalars
    let needsQuotes =
      scalars.isEmpty || scalars.first.map { $0 == " " || $0 == "\"" || isMark($0) } == true
      || scalars.last == " " || scalars.contains { $0 == "\\" || needsEscape($0) }
    guard needsQuotes else { return text }
    var quoted = "\""
    for (index, scalar) in scalars.enumerated() {
      switch scalar {
      case "\"": quoted += "\\\""
      case "\\": quoted += "\\\\"
      case "\n": quoted += "\\n"
      case "\t": quoted += "\\t"
      case "\r": quoted += "\\r"
      default:
        if needsEscape(scalar) || (index == 0 && isMark(scalar)) {
          quoted += "\\u{" + String(scalar.value, radix: 16) + "}"
        } else {
          quoted.unicodeScalars.append(scalar)
        }
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

  private static func isBlank(_ scalar: Unicode.Scalar) -> Bool {
    scalar == " " || scalar == "\t"
  }

  /// The text a payload stands for; `nil` for a malformed quoted payload.
  public static func decode(_ payload: Substring) -> String? {
    let all = payload.unicodeScalars
    guard all.first == "\"" else { return String(payload) }
    guard all.count >= 2, all.last == "\"" else { return nil }
    var scalars = all.dropFirst().dropLast().makeIterator()
    var text = String.UnicodeScalarView()
    while let scalar = scalars.next() {
      guard scalar == "\\" else {
        if scalar == "\"" { return nil }
        text.append(scalar)
        continue
      }
      switch scalars.next() {
      case "\"": text.append("\"")
      case "\\": text.append("\\")
      case "n": text.append("\n")
      case "t": text.append("\t")
      case "r": text.append("\r")
      case "u":
        guard scalars.next() == "{" else { return nil }
        var hex = ""
        while let digit = scalars.next(), digit != "}" { hex.unicodeScalars.append(digit) }
        guard let value = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(value) else {
          return nil
        }
        text.append(decoded)
      default: return nil
      }
    }
    return String(text)
  }
}
