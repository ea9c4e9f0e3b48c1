extension ScriptLine {
  /// A list payload: the elements joined by `|`, with `|` and `\` in an element escaped by `\`.
  /// `[]` has no payload and `[""]` is the empty payload `""`.
  package static func encodeList(_ elements: [String]) -> String? {
    guard !elements.isEmpty else { return nil }
    return elements.map { element in
      element.replacingAll("\\", with: "\\\\").replacingAll("|", with: "\\|")
    }.joined(separator: "|")
  }

  /// The list a payload stands for (see ``encodeList(_:)``); `nil` payload is `[]`.
  package static func decodeList(_ payload: String?) -> [String] {
    guard let payload else { return [] }
    var elements: [String] = []
    var current = ""
    var escaped = false
    for character in payload {
      if escaped {
        current.append(character)
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == "|" {
        elements.append(current)
        current = ""
      } else {
        current.append(character)
      }
    }
    elements.append(current)
    return elements
  }

  /// The payload as a Boolean: `true`/`on`/`yes` or `false`/`off`/`no`.
  package var boolean: Bool? {
    switch payload {
    case "true", "on", "yes": true
    case "false", "off", "no": false
    default: nil
    }
  }
}

extension String {
  fileprivate func replacingAll(_ target: Character, with replacement: String) -> String {
    var result = ""
    for character in self {
      if character == target { result += replacement } else { result.append(character) }
    }
    return result
  }
}
