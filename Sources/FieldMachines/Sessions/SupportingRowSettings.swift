/// The `set` properties of issue 7 every field has (read-only, the supporting row,
/// announcements) and those of a length limit, for the kinds' ``SessionVocabulary``.
package enum SupportingRowSettings {
  /// The help lines of the properties every settable field has.
  package static let actions = [
    OptionHelp("set read-only", valueName: "true|false", help: "isReadOnly."),
    OptionHelp("set helper", valueName: "text", help: "helperText (\"\" for none)."),
    OptionHelp("set reserve-row", valueName: "true|false", help: "reservesSupportingRow."),
    OptionHelp("set announce-errors", valueName: "true|false", help: "announcesErrors."),
  ]

  /// The help lines of the length-limit properties.
  package static let lengthActions = [
    OptionHelp("set max-length", valueName: "n|none", help: "maxLength, with a counter."),
    OptionHelp(
      "set length-policy", valueName: "keep|refuse", help: "What input past the limit does."),
    OptionHelp("set overflow-message", valueName: "text", help: "The overflow error message."),
  ]

  /// Sets one of the shared properties on `field`; `false` when it is none of them.
  package static func set(
    _ property: String, to value: String?, onField field: some Field
  ) throws(ScriptLineError) -> Bool {
    switch property {
    case "read-only": field.isReadOnly = try ScriptLine.bool(value, for: property)
    case "helper": field.helperText = value
    case "reserve-row": field.reservesSupportingRow = try ScriptLine.bool(value, for: property)
    case "announce-errors": field.announcesErrors = try ScriptLine.bool(value, for: property)
    default: return false
    }
    return true
  }

  /// Sets `property` on the field of a text kind, length-limit properties included (with the
  /// kind's field call for its machine's event); `false` when it is none of them.
  package static func set<Vocabulary: FieldVocabulary>(
    _ property: String, to value: String?, on field: Vocabulary.FieldObject,
    of vocabulary: Vocabulary.Type
  ) throws(ScriptLineError) -> Bool where Vocabulary.Machine.Event: TextFieldEvent {
    let event: Vocabulary.Machine.Event
    switch property {
    case "max-length":
      event = .maxLengthChanged(
        value == "none" ? nil : try ScriptLine.int(value, for: "'set max-length'"))
    case "length-policy":
      switch value {
      case "keep": event = .lengthLimitPolicyChanged(.keepAndFlag)
      case "refuse": event = .lengthLimitPolicyChanged(.refuse)
      default:
        throw ScriptLineError(
          "'set length-policy' needs keep or refuse, but got '\(value ?? "")'")
      }
    case "overflow-message": event = .overflowMessageChanged(value ?? "")
    default:
      return try set(property, to: value, onField: field)
    }
    Vocabulary.apply(event, to: field)
    return true
  }
}
