/// A JSON value with ordered object keys, written deterministically (for golden files).
public enum JSONValue: Sendable, Hashable {
  /// A string.
  case string(String)
  /// A number; integral values are written without a fraction.
  case number(Double)
  /// `true` or `false`.
  case bool(Bool)
  /// `null`.
  case null
  /// An array.
  case array([JSONValue])
  /// An object whose keys keep their order.
  case object([(String, JSONValue)])

  /// The value as JSON text: on one line, or indented by two spaces per level when `pretty`.
  public func rendered(pretty: Bool = true) -> String {
    var output = ""
    write(to: &output, indent: pretty ? 0 : nil)
    return output
  }

  private func write(to output: inout String, indent: Int?) {
    switch self {
    case .string(let text): output += JSONValue.quoted(text)
    case .number(let value): output += JSONValue.number(value)
    case .bool(let value): output += value ? "true" : "false"
    case .null: output += "null"
    case .array(let elements):
      writeContainer(
        elements.map { element in
          { (output: inout String, indent: Int?) in
            element.write(to: &output, indent: indent)
          }
        }, open: "[", close: "]", to: &output, indent: indent)
    case .object(let members):
      writeContainer(
        members.map { key, value in
          { (output: inout String, indent: Int?) in
            output += JSONValue.quoted(key) + (indent == nil ? ":" : ": ")
            value.write(to: &output, indent: indent)
          }
        }, open: "{", close: "}", to: &output, indent: indent)
    }
  }

  private func writeContainer(
    _ items: [(inout String, Int?) -> Void], open: String, close: String, to output: inout String,
    indent: Int?
  ) {
    guard !items.isEmpty else {
      output += open + close
      return
    }
    output += open
    guard let indent else {
      for (index, item) in items.enumerated() {
        if index > 0 { output += "," }
        item(&output, nil)
      }
      output += close
      return
    }
    let inner = String(repeating: "  ", count: indent + 1)
    for (index, item) in items.enumerated() {
      output += (index > 0 ? ",\n" : "\n") + inner
      item(&output, indent + 1)
    }
    output += "\n" + String(repeating: "  ", count: indent) + close
  }

  /// `text` as a JSON string literal.
  public static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      if let escape = scalar.backslashEscape {
        result += escape
      } else if scalar.value < 0x20 {
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  /// `value` as a JSON number: `63` for 63.0, `43.5` for 43.5, `null` when not finite.
  public static func number(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    let rounded = value.rounded()
    if rounded == value, abs(value) < 1e15 { return String(Int(rounded)) }
    return String(value)
  }
}

extension JSONValue {
  /// Two values are equal when they render the same.
  public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    lhs.rendered(pretty: false) == rhs.rendered(pretty: false)
  }

  /// Hashes the rendered text.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(rendered(pretty: false))
  }
}
