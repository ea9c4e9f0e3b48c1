import FieldMachines

/// Renders a ``StateChart`` as a W3C SCXML 1.0 document that any conformant processor runs.
///
/// How guards and payloads map to SCXML events (also written into every document):
/// - The field evaluates every guard before it sends an event: the delegate's answer carried in
///   the Swift event's `allowed:` payload, and the conditions on the rest of the state (enabled,
///   a new error message, a list or manual row, …). The event name and the outcomes, joined by
///   `_`, are the SCXML event: `beginRequested(allowed: true)` on an enabled field is
///   `beginRequested_allowed_enabled`, a vetoed one `beginRequested_vetoed`.
/// - Each name is one token (no `.`): SCXML matches a descriptor by token prefix (§3.12.1), so
///   with dots `beginRequested.allowed.enabled` would also take `…enabled.overLimit`. One token
///   matches only itself.
/// - Payload values that decide no transition (the text typed, the error message, the row's
///   title, the date) are not part of the event; the flat document declares `datamodel="null"`
///   and needs no `cond`. The regional one (``render(_:)-(RegionalChart)``) runs its regions
///   in a `<parallel>` and guards on other regions with `In('region_value')`, so it declares
///   `datamodel="ecmascript"` (Qt's null data model does not evaluate quoted `In`).
/// - An event a state has no transition for is ignored, exactly as the Swift machine's no-ops.
/// - Effects are raised, in order, as internal events `effect.<name>` (`effect.optional.<name>`
///   for an effect only some of the steps fire, `name?` in the other formats); no transition
///   consumes them. Self-transitions are targetless, so the state is not exited.
public enum SCXMLRenderer {
  /// The chart as an SCXML document, ending with a newline.
  public static func render(_ chart: StateChart) -> String {
    var lines =
      [
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
        "<!--",
        "  Generated from \(chart.machine).handle(_:) by fieldchart. Do not edit.",
        "  \(escaped(chart.summary))",
        "",
      ] + eventMapping + [
        "-->",
        "<scxml xmlns=\"http://www.w3.org/2005/07/scxml\" version=\"1.0\" datamodel=\"null\""
          + " name=\"\(chart.machine)\" initial=\"\(chart.initial)\">",
      ]
    for state in chart.states {
      lines.append("  <state id=\"\(state.id)\">")
      lines.append("    <!-- \(escaped(state.label)): \(state.heightLabel) pt -->")
      for transition in chart.transitions where transition.source == state.id {
        lines += element(
          event: transition.qualifiedEvent, condition: nil,
          target: transition.isSelfTransition ? nil : transition.target,
          effects: transition.effects, indent: "    ")
      }
      lines.append("  </state>")
    }
    lines.append("</scxml>")
    return lines.joined(separator: "\n") + "\n"
  }

  /// A `<transition>` element raising `effects` in order, indented by `indent`.
  static func element(
    event: String, condition: String?, target: String?, effects: [String], indent: String
  ) -> [String] {
    var attributes = "event=\"\(escaped(event))\""
    if let condition { attributes += " cond=\"\(escaped(condition))\"" }
    if let target { attributes += " target=\"\(escaped(target))\"" }
    guard !effects.isEmpty else { return ["\(indent)<transition \(attributes)/>"] }
    var lines = ["\(indent)<transition \(attributes)>"]
    for effect in effects {
      let name = effect.hasSuffix("?") ? "optional." + String(effect.dropLast()) : effect
      lines.append("\(indent)  <raise event=\"effect.\(escaped(name))\"/>")
    }
    lines.append("\(indent)</transition>")
    return lines
  }

  /// How events, guards and effects map to SCXML, as the comment of every document says it.
  static let eventMapping = [
    "  Events: the field evaluates every guard before it sends an event (the delegate's answer",
    "  carried in the Swift event's allowed: payload, and conditions on the rest of the state)",
    "  and joins the event name and the outcomes with _ into one token: beginRequested(allowed:",
    "  true) on an enabled field is sent as beginRequested_allowed_enabled. One token, because",
    "  SCXML matches descriptors by dot-separated prefix: a descriptor matches only its own event.",
    "  Payload values that decide no transition (typed text, error message, row title, date) are",
    "  not part of the event. An event a state has no transition for is ignored, as the Swift",
    "  machine's no-ops are. Effects are raised in order as internal events effect.NAME that no",
    "  transition consumes (effect.optional.NAME for an effect only some of the steps fire, NAME?",
    "  in the other formats); self-transitions are targetless, so the state is not exited.",
  ]

  /// `text` safe inside XML attributes, text and comments.
  static func escaped(_ text: String) -> String {
    text.replacingCharacters { character, written in
      switch character {
      case "&": "&amp;"
      case "<": "&lt;"
      case ">": "&gt;"
      case "\"": "&quot;"
      case "-" where written.hasSuffix("-"): " -"
      default: nil
      }
    }
  }
}
