import FieldMachines
import FieldMachinesTesting

/// What the interpreter behind `simulate`, `paths` and `check` asks of a script line, with the
/// reasons it gives when a line does not fit. The lines are the library's script lines (`ScriptLine`),
/// so every line the kit prints replays here.
extension ScriptLine {
  /// Reads `line` for the interpreter; `nil` for a blank line or a `#` comment.
  static func command(_ line: String) throws(ScriptError) -> ScriptLine? {
    do throws(ScriptSyntaxError) {
      return try ScriptLine(reading: line)
    } catch {
      throw ScriptError(error.message)
    }
  }

  /// Throws unless the action has no argument.
  func noArgument() throws(ScriptError) {
    if let payload { throw ScriptError("'\(verb)' takes no argument, but got '\(payload)'") }
  }

  /// The payload, which the action needs: the raw rest of the line, or a `"quoted"` string
  /// with escapes (needed for an empty text or surrounding spaces).
  func requiredText(_ what: String = "a text") throws(ScriptError) -> String {
    guard let payload else { throw ScriptError("'\(verb)' needs \(what)") }
    return payload
  }

  /// The payload split as `property value` for `set`.
  func setting() throws(ScriptError) -> (property: String, value: String?) {
    let parts: (property: String, value: String?)?
    do throws(ScriptSyntaxError) {
      parts = try settingParts()
    } catch {
      throw ScriptError(error.message)
    }
    guard let parts else {
      throw ScriptError("'set' needs a property and a value, as in 'set enabled false'")
    }
    return parts
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
