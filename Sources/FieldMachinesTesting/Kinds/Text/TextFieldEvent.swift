import FieldMachines

/// An event the entry and area machines share, read out of either's events
/// (``TextFieldEvents``), so the kit prints, simplifies and categorises it once.
enum TextFieldEvent: Hashable {
  case beginRequested(allowed: Bool)
  case textEdited(TextEdit, allowed: Bool)
  case clearTapped(allowed: Bool)
  case endRequested(allowed: Bool)
  case textAssigned(String)
  case errorSet(String)
  case errorRemoved
  case enabledChanged(Bool)
  case readOnlyChanged(Bool)
  case helperTextChanged(String?)
  case supportingRowReservationChanged(Bool)
  case maxLengthChanged(Int?)
  case lengthLimitPolicyChanged(LengthLimitPolicy)
  case overflowMessageChanged(String)
  case errorAnnouncementsChanged(Bool)

  /// The kind's event this is.
  func event<Event: TextFieldEvents>() -> Event {
    switch self {
    case .beginRequested(let allowed): .beginRequested(allowed: allowed)
    case .textEdited(let edit, let allowed): .textEdited(edit, allowed: allowed)
    case .clearTapped(let allowed): .clearTapped(allowed: allowed)
    case .endRequested(let allowed): .endRequested(allowed: allowed)
    case .textAssigned(let text): .textAssigned(text)
    case .errorSet(let message): .errorSet(message)
    case .errorRemoved: .errorRemoved
    case .enabledChanged(let isEnabled): .enabledChanged(isEnabled)
    case .readOnlyChanged(let isReadOnly): .readOnlyChanged(isReadOnly)
    case .helperTextChanged(let text): .helperTextChanged(text)
    case .supportingRowReservationChanged(let reserves): .supportingRowReservationChanged(reserves)
    case .maxLengthChanged(let limit): .maxLengthChanged(limit)
    case .lengthLimitPolicyChanged(let policy): .lengthLimitPolicyChanged(policy)
    case .overflowMessageChanged(let message): .overflowMessageChanged(message)
    case .errorAnnouncementsChanged(let announces): .errorAnnouncementsChanged(announces)
    }
  }

  /// Taps, edits and clear are user actions; resigning, text and errors are programmatic;
  /// enabling, read-only, the supporting row, the length limit and announcements are
  /// configuration.
  var category: EventCategory {
    switch self {
    case .beginRequested, .textEdited, .clearTapped: .userAction
    case .endRequested, .textAssigned, .errorSet, .errorRemoved: .programmaticCall
    case .enabledChanged, .readOnlyChanged, .helperTextChanged, .supportingRowReservationChanged,
      .maxLengthChanged, .lengthLimitPolicyChanged, .overflowMessageChanged,
      .errorAnnouncementsChanged:
      .configurationChange
    }
  }

  /// The `fieldchart simulate` line; `veto ` first when the delegate says no.
  var scriptLine: String {
    let line: ScriptLine
    switch self {
    case .beginRequested(let allowed): line = ScriptLine("tap", vetoed: !allowed)
    case .textEdited(.insert(let text), let allowed):
      line = ScriptLine("type", text, vetoed: !allowed)
    case .textEdited(.deleteBackward, let allowed):
      line = ScriptLine("backspace", vetoed: !allowed)
    case .textEdited(.replaceAll(let text), let allowed):
      line = ScriptLine("replace", text, vetoed: !allowed)
    case .clearTapped(let allowed): line = ScriptLine("clear", vetoed: !allowed)
    case .endRequested(let allowed): line = ScriptLine("resign", vetoed: !allowed)
    case .textAssigned(let text): return ScriptLine.setting("text", text)
    case .errorSet(let message): line = ScriptLine("error", message)
    case .errorRemoved: line = ScriptLine("remove-error")
    case .enabledChanged(let isEnabled): return ScriptLine.setting("enabled", String(isEnabled))
    case .readOnlyChanged(let isReadOnly):
      return ScriptLine.setting("read-only", String(isReadOnly))
    case .helperTextChanged(let text): return ScriptLine.setting("helper", text)
    case .supportingRowReservationChanged(let reserves):
      return ScriptLine.setting("reserve-row", String(reserves))
    case .maxLengthChanged(let limit):
      return ScriptLine.setting("max-length", limit.map(String.init) ?? "none")
    case .lengthLimitPolicyChanged(let policy):
      return ScriptLine.setting("length-policy", TextFieldScript.policyName(policy))
    case .overflowMessageChanged(let message):
      return ScriptLine.setting("overflow-message", message)
    case .errorAnnouncementsChanged(let announces):
      return ScriptLine.setting("announce-errors", String(announces))
    }
    return line.description
  }

  /// Allowed instead of vetoed, shorter text and messages, no helper or limit (or a smaller
  /// one), the default length policy.
  var simplifications: [TextFieldEvent] {
    switch self {
    case .beginRequested(let allowed):
      return Simpler.allowed(allowed).map { .beginRequested(allowed: $0) }
    case .textEdited(let edit, let allowed):
      let edits: [TextEdit]
      switch edit {
      case .insert(let text): edits = Simpler.text(text).map { .insert($0) }
      case .deleteBackward: edits = []
      case .replaceAll(let text): edits = Simpler.text(text).map { .replaceAll($0) }
      }
      return Simpler.allowed(allowed).map { .textEdited(edit, allowed: $0) }
        + edits.map { .textEdited($0, allowed: allowed) }
    case .clearTapped(let allowed):
      return Simpler.allowed(allowed).map { .clearTapped(allowed: $0) }
    case .endRequested(let allowed):
      return Simpler.allowed(allowed).map { .endRequested(allowed: $0) }
    case .textAssigned(let text): return Simpler.text(text).map { .textAssigned($0) }
    case .errorSet(let message): return Simpler.text(message).map { .errorSet($0) }
    case .helperTextChanged(let text):
      return TextFieldScript.simpler(helperText: text).map { .helperTextChanged($0) }
    case .maxLengthChanged(let limit):
      return TextFieldScript.simpler(maxLength: limit).map { .maxLengthChanged($0) }
    case .lengthLimitPolicyChanged(let policy):
      return policy == .keepAndFlag ? [] : [.lengthLimitPolicyChanged(.keepAndFlag)]
    case .overflowMessageChanged(let message):
      return Simpler.text(message).map { .overflowMessageChanged($0) }
    case .errorRemoved, .enabledChanged, .readOnlyChanged, .supportingRowReservationChanged,
      .errorAnnouncementsChanged:
      return []
    }
  }
}
