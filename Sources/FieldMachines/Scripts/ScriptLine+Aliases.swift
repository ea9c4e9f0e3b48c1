extension ScriptLine {
  /// A `fieldchart simulate` setting line: `set <property> <value>`, the value encoded as a
  /// payload, or `set <property>` alone for `nil`.
  package static func setting(_ property: String, _ value: String?) -> String {
    "set " + property + (value.map { " " + encode($0) } ?? "")
  }

  /// The line in this kit's spelling, accepting the `fieldchart simulate` spellings as well:
  /// `backspace` for `delete`, `error …` for `set-error …`, and `set <property> <value>` for `set-text`, `enable`/`disable` (`set enabled true|false`),
  /// `set-data` (rows separated by commas), `set-index`, `set-manual-entry`, `set-option-name`,
  /// `set-clearable`, `set-date`, `set-minimum` (`min`), `set-maximum` (`max`) and
  /// `set-default`, where `none` is no date, and `set-read-only`, `set-helper`,
  /// `set-reserve-row`, `set-announce-errors`, `set-max-length` (`none` is no limit),
  /// `set-length-policy` (`keep` or `refuse`), `set-overflow-message` and `set-secure`.
  package var canonical: ScriptLine {
    switch verb {
    case "backspace": return ScriptLine("delete", payload, vetoed: isVetoed)
    case "error": return ScriptLine("set-error", payload, vetoed: isVetoed)
    case "set": return canonicalSetting ?? self
    default: return self
    }
  }

  /// A `set` line's payload as its property and value (``decoding(_:)`` read, `nil` when there
  /// is none): `text "Ada Lovelace"` is `("text", "Ada Lovelace")`; `nil` without a payload.
  ///
  /// - Throws: ``ScriptSyntaxError`` for a malformed quoted value.
  package func settingParts() throws(ScriptSyntaxError) -> (property: String, value: String?)? {
    // A `set` line was read when it was made.
    let parts: ScriptSettingParts?
    if let readSetting {
      parts = try readSetting.get()
    } else {
      parts = try Self.settingParts(of: payload)
    }
    return parts.map { ($0.property, $0.value) }
  }

  /// `payload` read as a setting's property and value; `nil` without a payload.
  static func settingParts(
    of payload: String?
  ) throws(ScriptSyntaxError) -> ScriptSettingParts? {
    guard let payload else { return nil }
    let property = String(payload.prefix { $0 != " " })
    let raw = payload.dropFirst(property.count).drop { $0 == " " || $0 == "\t" }
    return ScriptSettingParts(property: property, value: raw.isEmpty ? nil : try Self.decoding(raw))
  }

  private var canonicalSetting: ScriptLine? {
    guard case (let property, let value)? = try? settingParts() else { return nil }
    switch property {
    case "enabled":
      switch value {
      case "true", "on", "yes": return ScriptLine("enable", vetoed: isVetoed)
      case "false", "off", "no": return ScriptLine("disable", vetoed: isVetoed)
      default: return nil
      }
    case "data":
      let rows =
        value.map {
          $0.isEmpty
            ? [] : $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        } ?? []
      return ScriptLine("set-data", Self.encodeList(rows), vetoed: isVetoed)
    case "min", "max", "date", "default":
      let names = ["min": "minimum", "max": "maximum", "date": "date", "default": "default"]
      let date = value == "none" ? nil : value
      return ScriptLine("set-" + (names[property] ?? property), date, vetoed: isVetoed)
    case "text", "index", "manual-entry", "option-name", "clearable", "read-only", "helper",
      "reserve-row", "announce-errors", "max-length", "length-policy", "overflow-message",
      "secure":
      return ScriptLine("set-" + property, value, vetoed: isVetoed)
    default:
      return nil
    }
  }
}
