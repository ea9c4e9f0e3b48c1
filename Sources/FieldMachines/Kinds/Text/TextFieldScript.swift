/// The script lines both text machines (entry and area) share: the `fieldchart simulate`
/// settings of issue 7 (read-only, helper, reserved row, announcements, length limit).
package enum TextFieldScript {
  /// `keep` or `refuse`, as `set length-policy` spells the policy.
  package static func policyName(_ policy: LengthLimitPolicy) -> String {
    switch policy {
    case .keepAndFlag: "keep"
    case .refuse: "refuse"
    }
  }

  /// The shared event of a canonical line: the settings of issue 7 (unvetoed), `tap` or
  /// `become`, `type …`, `delete`, `replace …`, `clear`, `resign`, and the kit's older spellings
  /// (`set-text …`, `set-error …`, `remove-error`, `enable`, `disable`); `nil` for any other
  /// line, which may be one of the kind's own.
  package static func event<Event: TextFieldEvent>(of line: ScriptLine) -> Event? {
    if let setting: Event = setting(of: line) { return setting }
    let allowed = !line.isVetoed
    switch (line.verb, line.payload) {
    case ("tap", nil), ("become", nil): return .beginRequested(allowed: allowed)
    case ("type", _): return .textEdited(.insert(line.text), allowed: allowed)
    case ("delete", nil): return .textEdited(.deleteBackward, allowed: allowed)
    case ("replace", _): return .textEdited(.replaceAll(line.text), allowed: allowed)
    case ("clear", nil): return .clearTapped(allowed: allowed)
    case ("resign", nil): return .endRequested(allowed: allowed)
    case ("set-text", _) where allowed: return .textAssigned(line.text)
    case ("set-error", _) where allowed: return .errorSet(line.text)
    case ("remove-error", nil) where allowed: return .errorRemoved
    case ("enable", nil) where allowed: return .enabledChanged(true)
    case ("disable", nil) where allowed: return .enabledChanged(false)
    default: return nil
    }
  }

  /// The shared setting of a canonical, unvetoed line.
  private static func setting<Event: TextFieldEvent>(of line: ScriptLine) -> Event? {
    guard !line.isVetoed else { return nil }
    switch line.verb {
    case "set-read-only": return line.boolean.map { .readOnlyChanged($0) }
    case "set-helper": return .helperTextChanged(line.payload)
    case "set-reserve-row": return line.boolean.map { .supportingRowReservationChanged($0) }
    case "set-announce-errors": return line.boolean.map { .errorAnnouncementsChanged($0) }
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

  /// Simpler helper texts: none, then shorter ones.
  package static func simpler(helperText: String?) -> [String?] {
    guard let helperText else { return [] }
    return [nil] + Simpler.text(helperText).map { .some($0) }
  }

  /// Simpler limits: none, then ones nearer 0.
  package static func simpler(maxLength: Int?) -> [Int?] {
    guard let maxLength else { return [] }
    return [nil] + Simpler.integer(maxLength).map { .some($0) }
  }
}
