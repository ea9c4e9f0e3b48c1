import FieldMachines

extension SCXMLRenderer {
  /// The statechart as an SCXML document, ending with a newline: a `<parallel>` with one
  /// compound state per region, guards on other regions as `In('region_value')` conditions.
  public static func render(_ chart: RegionalChart) -> String {
    let machine = chart.chart.machine
    var lines =
      [
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
        "<!--",
        "  Generated from \(machine).handle(_:) by fieldchart. Do not edit.",
        "  \(escaped(chart.chart.summary))",
        "",
        "  Regions: the <parallel> holds one state per region, and every event goes to each.",
        "  A region's state for a value has the id REGION_VALUE (focus_active). Where a region's",
        "  reaction depends on another region, the transition's cond says so with In('id'),",
        "  hence the ecmascript datamodel. Each region takes at most one transition per event;",
        "  the effects of one event are raised by one region only, in the Swift machine's order.",
      ] + eventMapping + [
        "-->",
        "<scxml xmlns=\"http://www.w3.org/2005/07/scxml\" version=\"1.0\" datamodel=\"ecmascript\""
          + " name=\"\(machine)\" initial=\"\(machine)\">",
        "  <parallel id=\"\(machine)\">",
      ]
    for region in chart.regions {
      lines.append(
        "    <state id=\"\(region.name)\" initial=\"\(region.stateID(region.initial))\">")
      for value in region.values {
        lines.append("      <state id=\"\(region.stateID(value))\">")
        for transition in region.transitions where transition.source == value {
          lines += element(
            event: transition.qualifiedEvent, condition: condition(transition.guard, in: chart),
            target: transition.target.map(region.stateID), effects: transition.effects,
            indent: "        ")
        }
        lines.append("      </state>")
      }
      lines.append("    </state>")
    }
    lines += ["  </parallel>", "</scxml>"]
    return lines.joined(separator: "\n") + "\n"
  }

  /// `guard` as an ECMAScript condition of `In(...)` calls, `&&` and `||` (no `!`, which
  /// python-statemachine does not read); `nil` when it always holds.
  static func condition(_ guard: RegionalChart.Guard, in chart: RegionalChart) -> String? {
    guard !`guard`.isAlways else { return nil }
    let several = `guard`.clauses.count > 1
    return `guard`.clauses.map { clause in
      let terms = clause.map { term in
        let region = chart.region(named: term.region)
        let calls = term.values.map { value in
          "In('\(region?.stateID(value) ?? "\(term.region)_\(value)")')"
        }
        return calls.count > 1 && clause.count + (several ? 1 : 0) > 1
          ? "(\(calls.joined(separator: " || ")))" : calls.joined(separator: " || ")
      }
      let text = terms.joined(separator: " && ")
      return several && clause.count > 1 ? "(\(text))" : text
    }.joined(separator: " || ")
  }
}
