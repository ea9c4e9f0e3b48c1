import FieldMachines

/// The script lines both text machines (entry and area) share: the `fieldchart simulate`
/// settings of issue 7 (read-only, helper, reserved row, announcements, length limit).
enum TextFieldScript {
  /// `keep` or `refuse`, as `set length-policy` spells the policy.
  static func policyName(_ policy: LengthLimitPolicy) -> String {
    switch policy {
    case .keepAndFlag: "keep"
    case .refuse: "refuse"
    }
  }

  /// The shared setting of a canonical, unvetoed line.
  static func setting(of line: ScriptLine) -> Setting? {
    guard !line.isVetoed else { return nil }
    switch line.verb {
    case "set-read-only": return line.boolean.map { .readOnly($0) }
    case "set-helper": return .helperText(line.payload)
    case "set-reserve-row": return line.boolean.map { .reservesRow($0) }
    case "set-announce-errors": return line.boolean.map { .announcesErrors($0) }
    case "set-max-length":
      if line.payload == "none" { return .maxLength(nil) }
      return line.integer.map { .maxLength($0) }
    case "set-length-policy":
      switch line.payload {
      case "keep": return .policy(.keepAndFlag)
      case "refuse": return .policy(.refuse)
      default: return nil
      }
    case "set-overflow-message": return .overflowMessage(line.text)
    default: return nil
    }
  }

  /// Simpler helper texts: none, then shorter ones.
  static func simpler(helperText: String?) -> [String?] {
    guard let helperText else { return [] }
    return [nil] + Simpler.text(helperText).map { .some($0) }
  }

  /// Simpler limits: none, then ones nearer 0.
  static func simpler(maxLength: Int?) -> [Int?] {
    guard let maxLength else { return [] }
    return [nil] + Simpler.integer(maxLength).map { .some($0) }
  }
}
