import FieldMachines

/// Renders a ``StateChart`` as a W3C SCXML 1.0 document that any conformant processor runs.
///
/// How guards and payloads map to SCXML events (also written into every document):
/// - The field evaluates every guard before it sends an event: the delegate's answer carried in
///   the Swift event's `allowed:` payload, and the conditions on the rest of the state (enabled,
///   a new error message, a list or manual row, …). Their outcomes follow the event name as
///   dot-separated tokens: `beginRequested(allowed: true)` on an enabled field is the SCXML event
///   `beginRequested.allowed.enabled`, a vetoed one `beginRequested.vetoed`.
/// - Payload values that decide no transition (the text typed, the error message, the row's
///   title, the date) are not part of the event; the document declares `datamodel="null"` and
///   needs no `cond`.
/// - An event a state has no transition for is ignored, exactly as the Swift machine's no-ops.
/// - Effects are raised, in order, as internal events `effect.<name>` (`effect.optional.<name>`
///   for an effect only some of the steps fire, `name?` in the other formats); no transition
///   consumes them. Self-transitions are targetless, so the state is not exited.
public enum SCXMLRenderer {
  /// The chart as an SCXML document, ending with a newline.
  public static func render(_ chart: StateChart) -> String {
    var lines = [
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
      "<!--",
      "  Generated from \(chart.machine).handle(_:) by fieldchart. Do not edit.",
      "  \(escaped(chart.summary))",
      "",
      "  Events: the field evaluates every guard before it sends an event (the delegate's answer",
      "  carried in the Swift event's allowed: payload, and conditions on the rest of the state)",
      "  and appends the outcomes to the event name as dot-separated tokens:",
      "  beginRequested(allowed: true) on an enabled field is sent as beginRequested.allowed.enabled.",
      "  Payload values that decide no transition (typed text, error message, row title, date) are",
      "  not part of the event, so the document needs no datamodel and no cond. An event a state",
      "  has no transition for is ignored, as the Swift machine's no-ops are. Effects are raised in",
      "  order as internal events effect.NAME that no transition consumes (effect.optional.NAME",
      "  for an effect only some of the steps fire, NAME? in the other formats); self-transitions",
      "  are targetless, so the state is not exited.",
      "-->",
      "<scxml xmlns=\"http://www.w3.org/2005/07/scxml\" version=\"1.0\" datamodel=\"null\""
        + " name=\"\(chart.machine)\" initial=\"\(chart.initial)\">",
    ]
    for state in chart.states {
      lines.append("  <state id=\"\(state.id)\">")
      lines.append("    <!-- \(escaped(state.label)): \(state.heightLabel) pt -->")
      for transition in chart.transitions where transition.source == state.id {
        let event = "event=\"\(escaped(transition.qualifiedEvent))\""
        let target = transition.isSelfTransition ? "" : " target=\"\(transition.target)\""
        if transition.effects.isEmpty {
          lines.append("    <transition \(event)\(target)/>")
        } else {
          lines.append("    <transition \(event)\(target)>")
          for effect in transition.effects {
            let name =
              effect.hasSuffix("?") ? "optional." + String(effect.dropLast()) : effect
            lines.append("      <raise event=\"effect.\(escaped(name))\"/>")
          }
          lines.append("    </transition>")
        }
      }
      lines.append("  </state>")
    }
    lines.append("</scxml>")
    return lines.joined(separator: "\n") + "\n"
  }

  /// `text` safe inside XML attributes, text and comments.
  static func escaped(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "-" where result.hasSuffix("-"): result += " -"
      default: result.append(character)
      }
    }
    return result
  }
}
