/// One parsed line of a `fieldchart simulate` script: `[veto] verb [argument]`.
struct ScriptAction {
  /// The action's name, such as `tap` or `set`.
  var verb: String
  /// The rest of the line after the verb, trimmed; `nil` when there is none.
  var argument: String?
  /// Whether the line began with `veto`: every "should" question the action asks is answered
  /// `false`.
  var veto: Bool

  /// Parses `line`; `nil` for a blank line or a `#` comment.
  init?(parsing line: String) throws(ScriptError) {
    var rest = Substring(line).trimmingSpaces()
    guard !rest.isEmpty, !rest.hasPrefix("#") else { return nil }
    veto = false
    if rest.hasPrefix("veto "), rest.count > 5 {
      veto = true
      rest = rest.dropFirst(5).trimmingSpaces()
    } else if rest == "veto" {
      throw ScriptError("'veto' needs an action after it, as in 'veto tap'")
    }
    if let space = rest.firstIndex(of: " ") {
      verb = String(rest[..<space])
      let argument = rest[space...].trimmingSpaces()
      self.argument = argument.isEmpty ? nil : String(argument)
    } else {
      verb = String(rest)
      argument = nil
    }
  }

  /// Throws unless the action has no argument.
  func noArgument() throws(ScriptError) {
    if let argument { throw ScriptError("'\(verb)' takes no argument, but got '\(argument)'") }
  }

  /// The argument as text: the raw rest of the line, or a `"quoted"` string with `\"`, `\\`,
  /// `\n` and `\t` escapes (needed for an empty text or surrounding spaces).
  func text(_ what: String = "a text") throws(ScriptError) -> String {
    guard let argument else { throw ScriptError("'\(verb)' needs \(what)") }
    return try ScriptAction.decode(argument)
  }

  /// The argument split as `property value` for `set`.
  func setting() throws(ScriptError) -> (property: String, value: String?) {
    guard let argument else {
      throw ScriptError("'set' needs a property and a value, as in 'set enabled false'")
    }
    guard let space = argument.firstIndex(of: " ") else { return (argument, nil) }
    let value = argument[space...].trimmingSpaces()
    return (String(argument[..<space]), try ScriptAction.decode(String(value)))
  }

  /// `text` without its quotes and escapes when it is quoted, else unchanged.
  static func decode(_ text: String) throws(ScriptError) -> String {
    guard text.hasPrefix("\"") else { return text }
    var result = ""
    var escaping = false
    var closed = false
    for character in text.dropFirst() {
      if closed { throw ScriptError("unexpected text after the closing quote in \(text)") }
      if escaping {
        switch character {
        case "n": result.append("\n")
        case "t": result.append("\t")
        case "\"", "\\": result.append(character)
        default: throw ScriptError("unknown escape '\\\(character)' in \(text)")
        }
        escaping = false
      } else if character == "\\" {
        escaping = true
      } else if character == "\"" {
        closed = true
      } else {
        result.append(character)
      }
    }
    guard closed else { throw ScriptError("missing closing quote in \(text)") }
    return result
  }

  /// `value` read as a Boolean: true/false, on/off or yes/no.
  static func bool(_ value: String?, for property: String) throws(ScriptError) -> Bool {
    switch value?.lowercased() {
    case "true", "on", "yes": return true
    case "false", "off", "no": return false
    default:
      throw ScriptError("'set \(property)' needs true or false, but got '\(value ?? "")'")
    }
  }

  /// `value` read as an integer.
  static func int(_ value: String?, for what: String) throws(ScriptError) -> Int {
    guard let value, let number = Int(value) else {
      throw ScriptError("\(what) needs an integer, but got '\(value ?? "")'")
    }
    return number
  }
}

extension Substring {
  /// The substring without leading and trailing spaces and tabs.
  func trimmingSpaces() -> Substring {
    var result = self
    while let first = result.first, first == " " || first == "\t" || first == "\r" {
      result = result.dropFirst()
    }
    while let last = result.last, last == " " || last == "\t" || last == "\r" {
      result = result.dropLast()
    }
    return result
  }
}
