import FieldMachines
import FieldMachinesTesting

/// The `set` properties of issue 7 every field has (read-only, the supporting row,
/// announcements) and those of a length limit.
enum SupportingRowSettings {
  /// The help lines of the properties every settable field has.
  static let actions = [
    OptionHelp("set read-only", valueName: "true|false", help: "isReadOnly."),
    OptionHelp("set helper", valueName: "text", help: "helperText (\"\" for none)."),
    OptionHelp("set reserve-row", valueName: "true|false", help: "reservesSupportingRow."),
    OptionHelp("set announce-errors", valueName: "true|false", help: "announcesErrors."),
  ]

  /// The help lines of the text fields' edits, first among their actions.
  static let textEditActions = [
    OptionHelp("type", valueName: "text", help: "Types text at the end (asks should-change)."),
    OptionHelp("backspace", help: "Deletes the last character (asks should-change)."),
    OptionHelp("replace", valueName: "text", help: "Replaces the whole text (asks should-change)."),
  ]

  /// The help lines of the length-limit properties.
  static let lengthActions = [
    OptionHelp("set max-length", valueName: "n|none", help: "maxLength, with a counter."),
    OptionHelp(
      "set length-policy", valueName: "keep|refuse", help: "What input past the limit does."),
    OptionHelp("set overflow-message", valueName: "text", help: "The overflow error message."),
  ]

  /// Sets one of the shared properties on `field`; `false` when it is none of them.
  static func set(
    _ property: String, to value: String?, onField field: some Field
  ) throws(ScriptError) -> Bool {
    switch property {
    case "read-only": field.isReadOnly = try ScriptLine.bool(value, for: property)
    case "helper": field.helperText = value
    case "reserve-row": field.reservesSupportingRow = try ScriptLine.bool(value, for: property)
    case "announce-errors": field.announcesErrors = try ScriptLine.bool(value, for: property)
    default: return false
    }
    return true
  }

  /// Sets `property` on `field`, length-limit properties included; `false` when it is none of
  /// them.
  static func set(
    _ property: String, to value: String?, on field: some TextInputField
  ) throws(ScriptError) -> Bool {
    switch property {
    case "max-length":
      field.maxLength =
        value == "none" ? nil : try ScriptLine.int(value, for: "'set max-length'")
    case "length-policy":
      switch value {
      case "keep": field.lengthLimitPolicy = .keepAndFlag
      case "refuse": field.lengthLimitPolicy = .refuse
      default:
        throw ScriptError("'set length-policy' needs keep or refuse, but got '\(value ?? "")'")
      }
    case "overflow-message": field.overflowMessage = value ?? ""
    default:
      return try set(property, to: value, onField: field)
    }
    return true
  }
}
