/// What the interpreter behind `fieldchart simulate`, `paths` and `check` (and each kind's
/// ``SessionVocabulary/perform(_:on:)``) asks of a script line, with the reasons it gives when a
/// line does not fit.
extension ScriptLine {
  /// Reads `line` for the interpreter; `nil` for a blank line or a `#` comment.
  package static func command(_ line: String) throws(ScriptLineError) -> ScriptLine? {
    do throws(ScriptSyntaxError) {
      return try ScriptLine(reading: line)
    } catch {
      throw ScriptLineError(error.message)
    }
  }

  /// Throws unless the action has no argument.
  package func noArgument() throws(ScriptLineError) {
    if let payload { throw ScriptLineError("'\(verb)' takes no argument, but got '\(payload)'") }
  }

  /// The payload, which the action needs: the raw rest of the line, or a `"quoted"` string
  /// with escapes (needed for an empty text or surrounding spaces).
  package func requiredText(_ what: String = "a text") throws(ScriptLineError) -> String {
    guard let payload else { throw ScriptLineError("'\(verb)' needs \(what)") }
    return payload
  }

  /// The payload split as `property value` for `set`.
  package func setting() throws(ScriptLineError) -> (property: String, value: String?) {
    let parts: (property: String, value: String?)?
    do throws(ScriptSyntaxError) {
      parts = try settingParts()
    } catch {
      throw ScriptLineError(error.message)
    }
    guard let parts else {
      throw ScriptLineError("'set' needs a property and a value, as in 'set enabled false'")
    }
    return parts
  }

  /// `value` read as a Boolean: true/false, on/off or yes/no.
  package static func bool(_ value: String?, for property: String) throws(ScriptLineError) -> Bool {
    switch value?.lowercased() {
    case "true", "on", "yes": return true
    case "false", "off", "no": return false
    default:
      throw ScriptLineError("'set \(property)' needs true or false, but got '\(value ?? "")'")
    }
  }

  /// `value` read as an integer.
  package static func int(_ value: String?, for what: String) throws(ScriptLineError) -> Int {
    guard let value, let number = Int(value) else {
      throw ScriptLineError("\(what) needs an integer, but got '\(value ?? "")'")
    }
    return number
  }
}
