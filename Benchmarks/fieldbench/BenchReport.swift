/// Prints fieldbench's results as a table and as JSON.
struct BenchReport {
  var events: Int
  var seed: UInt64
  var allocationCounting: Bool
  var results: [BenchResult] = []

  func table() -> String {
    let nameWidth = max(30, (results.map(\.name.count).max() ?? 0) + 2)
    var lines = [
      "fieldbench: \(events) events per stream, seed \(hex(seed)), "
        + "allocations \(allocationCounting ? "counted by interposing malloc" : "n/a")",
      pad("case", nameWidth) + pad("value", 16, right: true) + pad("× floor", 9, right: true)
        + pad("allocs/event", 14, right: true) + "  target",
    ]
    var section = ""
    for result in results {
      if result.section != section {
        section = result.section
        lines.append("-- \(section)")
      }
      var line = pad(result.name, nameWidth)
      line += pad(format(result.value) + " " + shortUnit(result.unit), 16, right: true)
      line += pad(result.ratioToFloor.map { format($0) } ?? "", 9, right: true)
      let allocations = result.allocationsPerEvent.map { format($0, digits: 3) }
      line += pad(allocations ?? (result.section == "step" ? "n/a" : ""), 14, right: true)
      if let target = result.target {
        let verdict = result.meetsTarget.map { $0 ? "ok" : "MISSED" } ?? "?"
        line += "  \(target): \(verdict)"
      }
      if let note = result.note { line += "  (\(note))" }
      lines.append(line)
    }
    return lines.joined(separator: "\n")
  }

  func json() -> String {
    let items = results.map { result in
      var fields = [
        "\"section\": \(quote(result.section))", "\"name\": \(quote(result.name))",
        "\"value\": \(number(result.value))", "\"unit\": \(quote(result.unit))",
      ]
      if let ratio = result.ratioToFloor { fields.append("\"ratioToFloor\": \(number(ratio))") }
      if result.section == "step" {
        fields.append(
          "\"allocationsPerEvent\": \(result.allocationsPerEvent.map(number) ?? "null")")
      }
      if let target = result.target { fields.append("\"target\": \(quote(target))") }
      if let meets = result.meetsTarget { fields.append("\"meetsTarget\": \(meets)") }
      if let note = result.note { fields.append("\"note\": \(quote(note))") }
      return "    {" + fields.joined(separator: ", ") + "}"
    }
    return """
      {
        "events": \(events),
        "seed": \(quote(hex(seed))),
        "allocationCounting": \(allocationCounting),
        "results": [
      \(items.joined(separator: ",\n"))
        ]
      }
      """
  }

  private func shortUnit(_ unit: String) -> String {
    unit == "ns/event" ? "ns" : unit
  }

  private func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
    let padding = String(repeating: " ", count: max(0, width - text.count))
    return right ? padding + text : text + padding
  }

  private func format(_ value: Double, digits: Int = 2) -> String {
    guard value.isFinite else { return "\(value)" }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    var text = "\(rounded)"
    if let dot = text.firstIndex(of: ".") {
      let decimals = text.distance(from: dot, to: text.endIndex) - 1
      if decimals < digits { text += String(repeating: "0", count: digits - decimals) }
    }
    return text
  }

  private func number(_ value: Double) -> String {
    value.isFinite ? format(value, digits: 3) : "null"
  }

  private func quote(_ text: String) -> String {
    var quoted = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": quoted += "\\\""
      case "\\": quoted += "\\\\"
      case "\n": quoted += "\\n"
      default:
        if scalar.value < 0x20 {
          quoted += "\\u00" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16)
        } else {
          quoted.unicodeScalars.append(scalar)
        }
      }
    }
    return quoted + "\""
  }

  private func hex(_ value: UInt64) -> String {
    "0x" + String(value, radix: 16, uppercase: true)
  }
}
