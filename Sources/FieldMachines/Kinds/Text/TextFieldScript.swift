/// The script lines both text machines (entry and area) share: the text events' words (the
/// common events' are ``CommonFieldEvent``'s).
package enum TextFieldScript {
  /// `keep` or `refuse`, as `set length-policy` spells the policy.
  package static func policyName(_ policy: LengthLimitPolicy) -> String {
    switch policy {
    case .keepAndFlag: "keep"
    case .refuse: "refuse"
    }
  }

  /// The shared event of a canonical line: the text settings and the common events
  /// (``FieldMachineEvent/common(of:)``, unvetoed), `tap` or `become`, `type …`, `delete`,
  /// `replace …`, `clear`, `resign`, and the kit's older spelling `set-text …`; `nil` for any
  /// other line, which may be one of the kind's own.
  package static func event<Event: TextFieldEvent>(of line: ScriptLine) -> Event? {
    if let common = Event.common(of: line) { return common }
    if let setting: Event = setting(of: line) { return setting }
    let allowed = !line.isVetoed
    if let edit = TextEdit(scriptLine: line) { return .textEdited(edit, allowed: allowed) }
    switch (line.verb, line.payload) {
    case ("tap", nil), ("become", nil): return .beginRequested(allowed: allowed)
    case ("clear", nil): return .clearTapped(allowed: allowed)
    case ("resign", nil): return .endRequested(allowed: allowed)
    case ("set-text", _) where allowed: return .textAssigned(line.text)
    default: return nil
    }
  }

  /// The text setting of a canonical, unvetoed line.
  private static func setting<Event: TextFieldEvent>(of line: ScriptLine) -> Event? {
    guard !line.isVetoed else { return nil }
    switch line.verb {
    case "set-max-length":
      if line.payload == "none" { return .maxLengthChanged(nil) }
      return line.integer.map { .maxLengthChanged($0) }
    case "set-length-policy":
      switch line.payload {
      case "keep": return .lengthLimitPolicyChanged(.keepAndFlag)
      case "refuse": return .lengthLimitPolicyChanged(.refuse)
      default: return nil
      }
    case "set-overflow-message": return .overflowMessageChanged(line.text)
    default: return nil
    }
  }

  /// Simpler limits: none, then ones nearer 0.
  package static func simpler(maxLength: Int?) -> [Int?] {
    guard let maxLength else { return [] }
    return [nil] + Simpler.integer(maxLength).map { .some($0) }
  }
}
